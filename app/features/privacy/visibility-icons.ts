/** The icon for each audience, everywhere one is shown: tiles, cards, badges and pickers. Client-safe. */
import { Globe, Lock, type LucideIcon, Users } from "lucide-react";
import type { Visibility } from "./visibility";

export const VISIBILITY_ICONS: Record<Visibility, LucideIcon> = { public: Globe, followers: Users, private: Lock };
