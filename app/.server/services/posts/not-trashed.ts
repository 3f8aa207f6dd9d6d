import { isNull, type SQL } from "drizzle-orm";
import { blogPosts } from "../../db/schema";

/**
 * Every query of posts that are not in the Trash adds this. It lives below every posts service
 * (post-trash.ts needs the editing rules of cms-posts.ts, which needs this filter), so that the
 * services import one another in one direction only.
 */
export const notTrashed: SQL = isNull(blogPosts.trashedAt);
