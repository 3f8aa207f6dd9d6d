import { Button, Paragraph, transactionalMail } from "../layout";

/** The invitation to a CMS account; `inviter` is the inviting staff member's username. */
export function invitationMail(input: { inviter: string; roleLabel: string; link: string }) {
  const article = /^[AE]/.test(input.roleLabel) ? "an" : "a";
  return transactionalMail(
    "You are invited to the Hearth Digital CMS",
    <>
      <Paragraph>
        {input.inviter} invited you to the Hearth Digital CMS as {article} {input.roleLabel}.
      </Paragraph>
      <Button href={input.link}>Accept the invitation and choose your password</Button>
      <Paragraph>
        The link works once and expires in 7 days. If you did not expect this mail, ignore it.
      </Paragraph>
    </>,
  );
}
