/** Hero free-plan form (lead-capture issue fills this in). */
export function HeroForm() {
  return <div data-form="hero" />;
}
