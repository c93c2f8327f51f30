/** Part 1 §5 and part 2 §8: the messages a refused follow shows; client-safe, the button says them too. */
export const CANNOT_FOLLOW_SELF = "You cannot follow yourself";
export const NOT_ACCEPTING_FOLLOWERS = "This member does not accept followers";
export const PROFILE_NOT_FOUND = "Profile not found";
