import { FilePlus2 } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";

/** "New Post" (ADR 0029): a form POST that makes an empty draft and opens its editor. */
export function NewPostButton({
  label = "New Post",
  size,
  className,
}: {
  label?: string;
  size?: "lg";
  className?: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === "/cms/posts/new";
  return (
    <Form method="post" action="/cms/posts/new" className={className}>
      <Button type="submit" size={size} disabled={busy}>
        <FilePlus2 aria-hidden />
        {label}
      </Button>
    </Form>
  );
}
