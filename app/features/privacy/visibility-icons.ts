/** The icon for each audience, everywhere one is shown: tiles, cards, badges and pickers. Client-safe. */
import { Globe, type IconComponent, Lock, Users } from "~/components/ui/icons/icons";
import type { Visibility } from "./visibility";

export const VISIBILITY_ICONS: Record<Visibility, IconComponent> = { public: Globe, followers: Users, private: Lock };
