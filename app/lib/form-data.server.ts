import { data } from "react-router";

/**
 * Reads a page action's form body. A malformed body (e.g. multipart with a bad boundary)
 * makes `request.formData()` throw, which React Router would answer with a 500; it is
 * the client's fault, so it becomes a 400.
 */
export async function readFormData(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data(
      { message: "The form could not be read. Please reload the page and try again." },
      { status: 400 },
    );
  }
}
