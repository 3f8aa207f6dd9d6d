/** Result stats (spec 3 "result stat": number, description), shown on the home and results pages. */
export type ResultStat = { number: string; unit?: string; label: string; description: string };

export const resultStats: readonly ResultStat[] = [
  {
    number: "240%",
    label: "more people see your website",
    description: "Average growth in website impressions in the first year of working with us.",
  },
  {
    number: "3.5x",
    label: "more visitors from SEO",
    description: "Typical lift in organic visitors once local pages and your Google profile are tuned.",
  },
  {
    number: "90%",
    label: "of clients rank on page 1",
    description: "Share of clients on Google's first page for their main service and city.",
  },
  {
    number: "12-18",
    unit: "months",
    label: "to lead your local market",
    description: "How long it usually takes a client to become the go-to name in their service area.",
  },
];
