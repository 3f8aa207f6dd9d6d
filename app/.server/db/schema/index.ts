export * from "./analytics";
export * from "./auth";
export * from "./blog";
export * from "./leads";
export * from "./media";
export * from "./newsletter";
export * from "./orders";
export * from "./system";
