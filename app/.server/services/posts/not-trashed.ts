import { isNull, type SQL } from "drizzle-orm";
import { blogPosts } from "../../db/schema";

/** Every query of posts outside the Trash adds this (its own module: services import in one direction). */
export const notTrashed: SQL = isNull(blogPosts.trashedAt);
