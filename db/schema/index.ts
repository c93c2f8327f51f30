// The one barrel in the codebase: Drizzle needs every table in a single schema object.
export * from "./api";
export * from "./auth";
export * from "./bar";
export * from "./catalogue";
export * from "./collections";
export * from "./community-search";
export * from "./discovery";
export * from "./feed";
export * from "./makes";
export * from "./moderation";
export * from "./notifications";
export * from "./profiles";
export * from "./recipes";
export * from "./recommendations";
export * from "./social";
