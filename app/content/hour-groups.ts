/** The opening-hours rows the site shows; each is open from `opens` to `closes`, or closed. */
export const hourGroups = [
  {
    key: "weekdays",
    days: "Monday - Friday",
    short: "Mon-Fri",
    dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
  },
  { key: "saturday", days: "Saturday", short: "Sat", dayOfWeek: ["Saturday"] },
  { key: "sunday", days: "Sunday", short: "Sun", dayOfWeek: ["Sunday"] },
] as const;
