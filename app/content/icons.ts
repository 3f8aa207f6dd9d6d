/**
 * Names of the icons content may ask for. The components map each name to an icon
 * (app/components/marketing/icon.tsx), so content stays plain data.
 */
export type IconName =
  | "monitor"
  | "search"
  | "chart"
  | "megaphone"
  | "target"
  | "rocket"
  | "trending"
  | "wrench"
  | "snowflake"
  | "zap"
  | "home"
  | "leaf"
  | "sparkles"
  | "paintbrush"
  | "garage"
  | "handshake"
  | "message"
  | "map"
  | "shield"
  | "users"
  | "clock"
  | "smartphone"
  | "star"
  | "gauge"
  | "palette"
  | "calendar";
