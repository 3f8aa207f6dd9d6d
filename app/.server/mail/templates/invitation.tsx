import { Button, MailBody, MailLayout, Paragraph, renderMail } from "../layout";

/** The invitation to a CMS account; `inviter` is the inviting staff member's username. */
export function invitationMail({
  inviter,
  roleLabel,
  link,
}: {
  inviter: string;
  roleLabel: string;
  link: string;
}) {
  const article = /^[AE]/.test(roleLabel) ? "an" : "a";
  return {
    subject: "You are invited to the Hearth Digital CMS",
    ...renderMail(
      <MailLayout>
        <MailBody>
          <Paragraph>
            {inviter} invited you to the Hearth Digital CMS as {article} {roleLabel}.
          </Paragraph>
          <Button href={link}>Accept the invitation and choose your password</Button>
          <Paragraph>
            The link works once and expires in 7 days. If you did not expect this mail, ignore it.
          </Paragraph>
        </MailBody>
      </MailLayout>,
    ),
  };
}
