// Moved to the page-action folder; blog-post.tsx and tests/integration/newsletter.test.ts still
// import it from here (other helpers' files). Delete once they import ~/.server/forms/newsletter.
export { type NewsletterActionData, newsletterFormAction } from "../forms/newsletter";
