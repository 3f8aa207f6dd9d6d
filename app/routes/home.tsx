import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { site } from "~/content/site";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: `${site.name} | Marketing for Home-Service Businesses in Houston`,
    description: site.description,
  });

export default function Home() {
  return (
    <>
      <section className="container-page section">
        <h1 className="text-4xl font-extrabold">More booked jobs for your home-service business</h1>
        <Button asChild className="mt-6">
          <Link to="#contact">Get your free marketing plan</Link>
        </Button>
      </section>
      <section id="services" className="container-page section min-h-[120vh]">
        <h2 className="text-3xl font-bold">Services</h2>
      </section>
      <section id="contact" className="container-page section min-h-[60vh]">
        <h2 className="text-3xl font-bold">Contact us</h2>
      </section>
    </>
  );
}
