import { Button, Paragraph, transactionalMail } from "../layout";

/** The CMS password-reset mail: the link is the only thing in it that is not our wording. */
export function passwordResetMail({ link, businessName }: { link: string; businessName: string }) {
  return transactionalMail(
    `Reset your ${businessName} CMS password`,
    <>
      <Paragraph>Hi,</Paragraph>
      <Paragraph>
        Someone (hopefully you) asked to reset the password of your {businessName} CMS account. Choose a new
        password here within the next hour.
      </Paragraph>
      <Button href={link}>Choose a new password</Button>
      <Paragraph>
        The link works once. If you did not ask for it, ignore this mail: your password stays as it is.
      </Paragraph>
    </>,
  );
}
