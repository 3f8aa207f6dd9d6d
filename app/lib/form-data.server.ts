// The one form-body reader lives with the page actions; cms-actions.ts and blog-post.tsx (other
// helpers' files) still import it from here. Delete once they import ~/.server/forms/form-body.
export { readFormData } from "~/.server/forms/form-body";
