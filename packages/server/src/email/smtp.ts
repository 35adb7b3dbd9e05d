import nodemailer, { type Transporter } from 'nodemailer';
import type { EmailProvider, Mail } from './provider.ts';

/** Sends mail through the SMTP server of `SMTP_URL`, from `MAIL_FROM`. */
export class SmtpProvider implements EmailProvider {
  readonly kind = 'smtp';
  private readonly transport: Transporter;
  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
  }

  async send(mail: Mail): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      headers: { 'Content-Language': mail.language },
    });
  }

  close(): void {
    this.transport.close();
  }
}
