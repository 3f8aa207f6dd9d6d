/** RSS 2.0 feed of published posts (Marketing Hub issue). */
export function loader() {
  return new Response("Not implemented yet", { status: 404 });
}
