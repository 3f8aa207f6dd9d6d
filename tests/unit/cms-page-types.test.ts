import { describe, expectTypeOf, it } from "vitest";
import type {
  InboxAnswer,
  MediaAnswer,
  PostRowAnswer,
  SettingsAnswer,
  TrashAnswer,
  WebhooksAnswer,
} from "~/lib/cms-pages";
import type { action as inboxAction } from "~/routes/cms.inbox";
import type { action as mediaAction } from "~/routes/cms.media";
import type { action as postsAction } from "~/routes/cms.posts";
import type { action as trashAction } from "~/routes/cms.posts-trash";
import type { action as settingsAction } from "~/routes/cms.settings";
import type { action as webhooksAction } from "~/routes/cms.webhooks";

/**
 * The CMS components read their pages' answers through the types in lib/cms-pages.ts, not from
 * the route modules. These checks run in the type checker (`npm run typecheck`): each
 * action's answer, as a fetcher receives it, must be one its components know.
 */
/** What an action answers as its fetcher sees it: data() unwrapped, redirects gone. */
type Unwrapped<R> = R extends Response ? never : R extends { data: infer D; init: unknown } ? D : R;
type SerializeFrom<Action extends (...args: never[]) => unknown> = Unwrapped<Awaited<ReturnType<Action>>>;

describe("each CMS page action answers the type its components read", () => {
  it("matches lib/cms-pages.ts", () => {
    expectTypeOf<SerializeFrom<typeof postsAction>>().toExtend<PostRowAnswer>();
    expectTypeOf<SerializeFrom<typeof trashAction>>().toExtend<TrashAnswer>();
    expectTypeOf<SerializeFrom<typeof settingsAction>>().toExtend<SettingsAnswer>();
    expectTypeOf<SerializeFrom<typeof mediaAction>>().toExtend<MediaAnswer>();
    expectTypeOf<SerializeFrom<typeof inboxAction>>().toExtend<InboxAnswer>();
    expectTypeOf<SerializeFrom<typeof webhooksAction>>().toExtend<WebhooksAnswer>();
  });
});
