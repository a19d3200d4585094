import { saleStages } from '@eco/contracts';
import {
  ICS_CONTENT_TYPE,
  marketingNoticeText,
  saleStageIcsFileName,
  saleStageOpeningIcs,
} from '@eco/shared';
import type { Config } from '../../config/env';
import { mailBody } from '../mail/mail.messages';
import type { MailAttachment, OutgoingMail } from '../mail/mail.repository';
import type { AlertLinks, AlertTarget } from './stage-alerts.repository';

/*
 * The sale alert's mails, in the style of mail.messages.ts: what happened, what to do, and how
 * to stop. Every one carries a link to the unsubscribe page and RFC 8058's one-click
 * unsubscribe headers (a mail client's "Unsubscribe" button posts to the API), and, when the
 * opening time is known, the calendar file of it (the same file the site offers).
 */

type LinkConfig = Pick<Config, 'siteUrl' | 'publicApiUrl'>;

/** "Private", as the site labels the stage. */
export const stageLabel = (stage: number) => saleStages[stage]?.label ?? `Stage ${stage}`;

/** "2027-03-01 09:30 UTC": the time a mail names, in UTC, as the site's schedules show it. */
export function utcMinute(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

const tokenPage = (config: LinkConfig) => `${config.siteUrl}/about/token`;
const unsubscribePage = (config: LinkConfig, token: string) =>
  `${config.siteUrl}/stage-alerts/unsubscribe?token=${token}`;

/**
 * MiCA Art. 7's notice, as its own paragraph: both mails market the sale. The opening mail says
 * a stage is open and where to buy; the confirmation names the scheduled opening and the stages'
 * page, and goes to any address someone types in, so it is more than a reply to its owner.
 */
const marketingNotice = (config: LinkConfig) => [
  marketingNoticeText(`${config.siteUrl}/white-paper`),
  '',
];

/** RFC 2369 List-Unsubscribe and RFC 8058 one-click: the mail client posts to the API. */
function unsubscribeHeaders(config: LinkConfig, token: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${config.publicApiUrl}/stage-alerts/unsubscribe/one-click?token=${token}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

function calendar(config: LinkConfig, target: AlertTarget, opensAt: Date, now: Date) {
  const label = stageLabel(target.stage);
  return {
    filename: saleStageIcsFileName(label),
    contentType: ICS_CONTENT_TYPE,
    content: saleStageOpeningIcs(
      {
        chainId: target.chainId,
        stage: target.stage,
        stageLabel: label,
        opensAt,
        siteUrl: config.siteUrl,
      },
      { stamp: now },
    ),
  } satisfies MailAttachment;
}

/**
 * The double opt-in: a link to confirm, the opening time when one is set, and how to stop.
 * `opensAt` is null when the stage has no opening time, undefined when the indexer could not say.
 */
export function stageAlertConfirmMail(
  config: LinkConfig,
  target: AlertTarget,
  links: Required<AlertLinks>,
  opensAt: Date | null | undefined,
  now: Date,
): OutgoingMail {
  const label = stageLabel(target.stage);
  const attachment = opensAt ? calendar(config, target, opensAt, now) : undefined;
  return {
    kind: 'stage_alert_confirm',
    refId: null,
    to: [target.email],
    // Anyone can type an address into the alert form.
    askedByAnyone: true,
    subject: `Confirm your alert for the ECO ${label} sale`,
    body: mailBody('Hello,', [
      `Someone (we hope you) asked to get one email from Green Planet ECO when the ${label} sale of ECO opens (chain ${target.chainId}). To confirm, open this link and press the button:`,
      '',
      `${config.siteUrl}/stage-alerts/confirm?token=${links.confirm}`,
      '',
      'The link works once and expires in 24 hours. Until the alert is confirmed we send nothing more. If you did not ask for this, ignore this mail: the address is deleted within a day.',
      '',
      opensAt
        ? `The ${label} sale is scheduled to open at ${utcMinute(opensAt)}. The team can move that time; the alert mails you when the stage really opens. The attached calendar file (${attachment!.filename}) holds the scheduled time.`
        : opensAt === null
          ? `No opening time is set for the ${label} sale yet. The alert mails you when it opens.`
          : 'The alert mails you when the stage opens.',
      '',
      ...marketingNotice(config),
      `The sale's stages and their schedule: ${tokenPage(config)}`,
      `Stop this alert: ${unsubscribePage(config, links.unsubscribe)}`,
    ]),
    headers: unsubscribeHeaders(config, links.unsubscribe),
    attachments: attachment ? [attachment] : undefined,
  };
}

/** The one notice: the stage is open, since when (UTC, block), and where to buy. */
export function stageOpenMail(
  config: LinkConfig,
  target: AlertTarget,
  links: AlertLinks,
  opened: { at: Date; blockNumber: bigint },
  now: Date,
): OutgoingMail {
  const label = stageLabel(target.stage);
  const attachment = calendar(config, target, opened.at, now);
  return {
    kind: 'stage_alert_open',
    refId: null,
    to: [target.email],
    subject: `The ECO ${label} sale is open`,
    body: mailBody('Hello,', [
      `The ${label} sale of ECO opened at ${utcMinute(opened.at)} (block ${opened.blockNumber} on chain ${target.chainId}). You asked Green Planet ECO to tell you once: this is the only mail about it.`,
      '',
      `Buy ECO on the token page: ${tokenPage(config)}`,
      `Read the risks before you buy: ${config.siteUrl}/risks`,
      '',
      ...marketingNotice(config),
      `The attached calendar file (${attachment.filename}) holds the opening time. We keep your address for 30 days after this mail, then delete it; to delete it now: ${unsubscribePage(config, links.unsubscribe)}`,
    ]),
    headers: unsubscribeHeaders(config, links.unsubscribe),
    attachments: [attachment],
  };
}
