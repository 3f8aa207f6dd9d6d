import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * A date and time, such as a scheduled post's go-live moment. The server does not know the
 * editor's time zone, so it renders UTC (and says so); once hydrated, the browser shows its own
 * local time, the zone in which the editor typed it. useSyncExternalStore keeps the first client
 * render equal to the server's, so hydration does not mismatch.
 */
export function LocalDateTime({ iso }: { iso: string }) {
  const local = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const date = new Date(iso);
  const text = date.toLocaleString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: local ? undefined : "UTC",
    timeZoneName: local ? undefined : "short",
  });
  return <time dateTime={iso}>{text}</time>;
}
