import { saleStages } from '@eco/contracts';
import type { SaleStageKey } from '@eco/contracts';
import {
  buildIcs,
  ICS_CONTENT_TYPE,
  marketingNoticeText,
  saleStageIcsFileName,
  saleStageOpeningEvent,
  saleStageOpeningIcs,
  siteLanguageOr,
  sitePageUrl,
  SOURCE_LANGUAGE,
} from '@eco/shared';
import type { SiteLanguage } from '@eco/shared';
import { offerorContact } from '@eco/shared/offeror-contact';
import type { Config } from '../../config/env';
import {
  GREETING,
  languageHeaders,
  mailBody,
  typeset,
  unreviewedNote,
} from '../mail/mail.languages';
import type { PerLanguage } from '../mail/mail.languages';
import type { MailAttachment, OutgoingMail } from '../mail/mail.repository';
import type { AlertLinks, AlertTarget } from './stage-alerts.repository';

/*
 * The sale alert's mails, in the style of mail.messages.ts: what happened, what to do, and how
 * to stop. Every one carries a link to the unsubscribe page and RFC 8058's one-click
 * unsubscribe headers (a mail client's "Unsubscribe" button posts to the API), and, when the
 * opening time is known, the calendar file of it (the same file the site offers). Both are
 * written in the language of the sign-up (stage_alerts.locale), the notice too though the
 * worker sends it without a request, with links to the site's pages in that language.
 */

type LinkConfig = Pick<Config, 'siteUrl' | 'publicApiUrl'>;

/** "Private", as the site labels the stage. */
export const stageLabel = (stage: number) => saleStages[stage]?.label ?? `Stage ${stage}`;

/** "2027-03-01 09:30 UTC": the time a mail names, in UTC, as the site's schedules show it. */
export function utcMinute(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** The day and the time of `utcMinute`, for a translation's sentence: "2027-03-01", "09:30". */
const utcDayAndTime = (date: Date) => {
  const iso = date.toISOString();
  return { day: iso.slice(0, 10), time: iso.slice(11, 16) };
};

/**
 * The stage's label in a translation, as the site's Buy dialog writes it
 * (apps/web/src/lib/wallet/sale-stage-label.ts and its catalogues).
 */
const STAGE_LABELS: PerLanguage<Record<SaleStageKey, string>> = {
  en: { partners: 'Partners', private: 'Private', public: 'Public' },
  de: { partners: 'Partner', private: 'Privat', public: 'Öffentlich' },
  es: { partners: 'Socios', private: 'Privada', public: 'Pública' },
  fr: { partners: 'Partenaires', private: 'Privée', public: 'Publique' },
  ar: { partners: 'الشركاء', private: 'البيع الخاص', public: 'البيع العام' },
};

/** The stage's label in `language` ("Privat"), or its number should the contract have more. */
function localLabel(language: SiteLanguage, stage: number): string {
  if (language === SOURCE_LANGUAGE) return stageLabel(stage);
  const key = saleStages[stage]?.key;
  return key ? STAGE_LABELS[language][key] : String(stage);
}

/**
 * MiCA Art. 7's notice in a translation: the statement (the regulation's own wording in that
 * language), the line before the white paper's address, and the words around the offeror's phone
 * and email. The site's notice on that language's pages says the same
 * (marketing-notice-content.po; the tests hold the two equal). English is @eco/shared's.
 */
const MARKETING_NOTICE_TRANSLATIONS: Omit<
  PerLanguage<{
    statement: string;
    whitePaper: string;
    contact: (phone: string, email: string) => string;
  }>,
  'en'
> = {
  de: {
    statement:
      'Diese Kryptowert-Marketingmitteilung wurde von keiner zuständigen Behörde eines Mitgliedstaats der Europäischen Union geprüft oder genehmigt. Der Anbieter des Kryptowerts trägt die alleinige Verantwortung für den Inhalt dieser Kryptowert-Marketingmitteilung.',
    whitePaper: 'Für dieses Angebot wurde ein Kryptowerte-Whitepaper veröffentlicht:',
    contact: (phone, email) => `Kontakt zum Anbieter: ${phone} oder ${email}`,
  },
  es: {
    statement:
      'La presente comunicación publicitaria de criptoactivos no ha sido revisada ni aprobada por ninguna autoridad competente de ningún Estado miembro de la Unión Europea. El oferente del criptoactivo es el único responsable del contenido de la presente comunicación publicitaria de criptoactivos.',
    whitePaper: 'Se ha publicado un libro blanco de criptoactivos para esta oferta:',
    contact: (phone, email) => `Contacto del oferente: ${phone} o ${email}`,
  },
  fr: {
    statement:
      'La présente communication commerciale sur crypto-actifs n’a été examinée ou approuvée par aucune autorité compétente d’aucun État membre de l’Union européenne. L’offreur du crypto-actif est seul responsable du contenu de la présente communication commerciale sur crypto-actifs.',
    whitePaper: 'Un livre blanc sur les crypto-actifs a été publié pour cette offre :',
    contact: (phone, email) => `Contacter l’offreur : ${phone} ou ${email}`,
  },
  ar: {
    statement:
      'لم تُراجِع أي سلطة مختصة في أي دولة عضو في الاتحاد الأوروبي هذا الاتصال التسويقي المتعلق بأصل مشفّر ولم توافق عليه. ويتحمّل مقدّم عرض الأصل المشفّر وحده المسؤولية عن محتوى هذا الاتصال التسويقي المتعلق بالأصل المشفّر.',
    whitePaper: 'نُشرت ورقة بيضاء للأصل المشفّر خاصة بهذا العرض:',
    contact: (phone, email) => `التواصل مع مقدّم العرض: ${phone} أو ${email}`,
  },
};

/** The site's pages a sale alert mail links to, in its language. */
function pages(config: LinkConfig, language: SiteLanguage) {
  const page = (path: string) => sitePageUrl(config.siteUrl, language, path);
  return {
    token: page('/about/token'),
    risks: page('/risks'),
    confirm: (token: string) => page(`/stage-alerts/confirm?token=${token}`),
    unsubscribe: (token: string) => page(`/stage-alerts/unsubscribe?token=${token}`),
    whitePaper: page('/white-paper'),
  };
}

/**
 * MiCA Art. 7's notice, as its own paragraph: both mails market the sale. The opening mail says
 * a stage is open and where to buy; the confirmation names the scheduled opening and the stages'
 * page, and goes to any address someone types in, so it is more than a reply to its owner.
 */
function marketingNotice(config: LinkConfig, language: SiteLanguage): string[] {
  const whitePaper = pages(config, language).whitePaper;
  if (language === SOURCE_LANGUAGE) return [marketingNoticeText(whitePaper), ''];
  const text = MARKETING_NOTICE_TRANSLATIONS[language];
  return [
    [
      text.statement,
      `${text.whitePaper} ${whitePaper}`,
      text.contact(offerorContact.phone, offerorContact.email),
    ].join('\n'),
    '',
  ];
}

/** RFC 2369 List-Unsubscribe and RFC 8058 one-click: the mail client posts to the API. */
function unsubscribeHeaders(config: LinkConfig, token: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${config.publicApiUrl}/stage-alerts/unsubscribe/one-click?token=${token}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** A sale alert's texts in one language, for the stage's label and chain. */
interface StageAlertTexts {
  confirm: {
    subject: (label: string) => string;
    lines: (
      stage: { label: string; chainId: number },
      links: { confirm: string; unsubscribe: string; token: string },
      /** The opening time, with the calendar file's name; null: none set; undefined: unknown. */
      opening: { at: Date; file: string } | null | undefined,
    ) => { before: string[]; after: string[] };
  };
  open: {
    subject: (label: string) => string;
    lines: (
      stage: { label: string; chainId: number },
      opened: { at: Date; blockNumber: bigint; file: string },
      links: { token: string; risks: string; unsubscribe: string },
    ) => { before: string[]; after: string[] };
  };
}

/*
 * The texts per language. Each mail is `before` (what happened, what to do), the marketing
 * notice, then `after` (where to read more, how to stop): the notice has its place in every one.
 */
const TEXTS: PerLanguage<StageAlertTexts> = {
  en: {
    confirm: {
      subject: (label) => `Confirm your alert for the ECO ${label} sale`,
      lines: ({ label, chainId }, links, opening) => ({
        before: [
          `Someone (we hope you) asked to get one email from Green Planet ECO when the ${label} sale of ECO opens (chain ${chainId}). To confirm, open this link and press the button:`,
          '',
          links.confirm,
          '',
          'The link works once and expires in 24 hours. Until the alert is confirmed we send nothing more. If you did not ask for this, ignore this mail: the address is deleted within a day.',
          '',
          opening
            ? `The ${label} sale is scheduled to open at ${utcMinute(opening.at)}. The team can move that time; the alert mails you when the stage really opens. The attached calendar file (${opening.file}) holds the scheduled time.`
            : opening === null
              ? `No opening time is set for the ${label} sale yet. The alert mails you when it opens.`
              : 'The alert mails you when the stage opens.',
          '',
        ],
        after: [
          `The sale's stages and their schedule: ${links.token}`,
          `Stop this alert: ${links.unsubscribe}`,
        ],
      }),
    },
    open: {
      subject: (label) => `The ECO ${label} sale is open`,
      lines: ({ label, chainId }, opened, links) => ({
        before: [
          `The ${label} sale of ECO opened at ${utcMinute(opened.at)} (block ${opened.blockNumber} on chain ${chainId}). You asked Green Planet ECO to tell you once: this is the only mail about it.`,
          '',
          `Buy ECO on the token page: ${links.token}`,
          `Read the risks before you buy: ${links.risks}`,
          '',
        ],
        after: [
          `The attached calendar file (${opened.file}) holds the opening time. We keep your address for 30 days after this mail, then delete it; to delete it now: ${links.unsubscribe}`,
        ],
      }),
    },
  },
  de: {
    confirm: {
      subject: (label) => `Bestätigen Sie Ihre Benachrichtigung zur ECO-Verkaufsphase ${label}`,
      lines: ({ label, chainId }, links, opening) => {
        const at = opening && utcDayAndTime(opening.at);
        return {
          before: [
            `Jemand (hoffentlich Sie) hat darum gebeten, eine E-Mail von Green Planet ECO zu erhalten, wenn die Phase ${label} des ECO-Verkaufs öffnet (Chain ${chainId}). Öffnen Sie zur Bestätigung diesen Link und drücken Sie die Schaltfläche:`,
            '',
            links.confirm,
            '',
            'Der Link funktioniert nur einmal und läuft nach 24 Stunden ab. Bis die Benachrichtigung bestätigt ist, senden wir nichts weiter. Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Die Adresse wird innerhalb eines Tages gelöscht.',
            '',
            opening && at
              ? `Die Phase ${label} soll am ${at.day} um ${at.time} UTC öffnen. Das Team kann diesen Zeitpunkt verschieben; die Benachrichtigung kommt, wenn die Phase tatsächlich öffnet. Die angehängte Kalenderdatei (${opening.file}) enthält den geplanten Zeitpunkt.`
              : opening === null
                ? `Für die Phase ${label} ist noch kein Öffnungszeitpunkt festgelegt. Die Benachrichtigung kommt, wenn sie öffnet.`
                : 'Die Benachrichtigung kommt, wenn die Phase öffnet.',
            '',
          ],
          after: [
            `Die Phasen des Verkaufs und ihr Zeitplan: ${links.token}`,
            `Diese Benachrichtigung abbestellen: ${links.unsubscribe}`,
          ],
        };
      },
    },
    open: {
      subject: (label) => `Die ECO-Verkaufsphase ${label} ist geöffnet`,
      lines: ({ label, chainId }, opened, links) => {
        const at = utcDayAndTime(opened.at);
        return {
          before: [
            `Die Phase ${label} des ECO-Verkaufs hat am ${at.day} um ${at.time} UTC geöffnet (Block ${opened.blockNumber} auf Chain ${chainId}). Sie haben Green Planet ECO gebeten, Ihnen einmal Bescheid zu geben: Dies ist die einzige E-Mail dazu.`,
            '',
            `ECO kaufen Sie auf der Token-Seite: ${links.token}`,
            `Lesen Sie vor dem Kauf die Risiken: ${links.risks}`,
            '',
          ],
          after: [
            `Die angehängte Kalenderdatei (${opened.file}) enthält den Öffnungszeitpunkt. Wir bewahren Ihre Adresse 30 Tage nach dieser E-Mail auf und löschen sie dann; um sie jetzt zu löschen: ${links.unsubscribe}`,
          ],
        };
      },
    },
  },
  es: {
    confirm: {
      subject: (label) => `Confirme su aviso para la fase ${label} de la venta de ECO`,
      lines: ({ label, chainId }, links, opening) => {
        const at = opening && utcDayAndTime(opening.at);
        return {
          before: [
            `Alguien (esperamos que usted) pidió recibir un correo de Green Planet ECO cuando abra la fase ${label} de la venta de ECO (cadena ${chainId}). Para confirmarlo, abra este enlace y pulse el botón:`,
            '',
            links.confirm,
            '',
            'El enlace funciona una sola vez y caduca en 24 horas. Hasta que se confirme el aviso, no enviaremos nada más. Si no lo ha pedido, ignore este correo: la dirección se eliminará en el plazo de un día.',
            '',
            opening && at
              ? `Está previsto que la fase ${label} abra el ${at.day} a las ${at.time} UTC. El equipo puede cambiar esa hora; el aviso le escribirá cuando la fase abra realmente. El archivo de calendario adjunto (${opening.file}) contiene la hora prevista.`
              : opening === null
                ? `Aún no se ha fijado la hora de apertura de la fase ${label}. El aviso le escribirá cuando abra.`
                : 'El aviso le escribirá cuando abra la fase.',
            '',
          ],
          after: [
            `Las fases de la venta y su calendario: ${links.token}`,
            `Cancelar este aviso: ${links.unsubscribe}`,
          ],
        };
      },
    },
    open: {
      subject: (label) => `La fase ${label} de la venta de ECO está abierta`,
      lines: ({ label, chainId }, opened, links) => {
        const at = utcDayAndTime(opened.at);
        return {
          before: [
            `La fase ${label} de la venta de ECO abrió el ${at.day} a las ${at.time} UTC (bloque ${opened.blockNumber} en la cadena ${chainId}). Pidió a Green Planet ECO que le avisara una vez: este es el único correo al respecto.`,
            '',
            `Compre ECO en la página del token: ${links.token}`,
            `Lea los riesgos antes de comprar: ${links.risks}`,
            '',
          ],
          after: [
            `El archivo de calendario adjunto (${opened.file}) contiene la hora de apertura. Conservamos su dirección durante 30 días después de este correo y luego la eliminamos; para eliminarla ahora: ${links.unsubscribe}`,
          ],
        };
      },
    },
  },
  fr: {
    confirm: {
      subject: (label) => `Confirmez votre alerte pour la vente ${label} d’ECO`,
      lines: ({ label, chainId }, links, opening) => {
        const at = opening && utcDayAndTime(opening.at);
        return {
          before: [
            `Quelqu’un (vous, nous l’espérons) a demandé à recevoir un e-mail de Green Planet ECO à l’ouverture de la vente ${label} d’ECO (chaîne ${chainId}). Pour confirmer, ouvrez ce lien et appuyez sur le bouton :`,
            '',
            links.confirm,
            '',
            'Le lien ne fonctionne qu’une fois et expire dans 24 heures. Tant que l’alerte n’est pas confirmée, nous n’envoyons rien d’autre. Si vous n’avez rien demandé, ignorez cet e-mail : l’adresse sera supprimée dans un délai d’un jour.',
            '',
            opening && at
              ? `L’ouverture de la vente ${label} est prévue le ${at.day} à ${at.time} UTC. L’équipe peut modifier cet horaire ; l’alerte vous écrit lorsque la vente ouvre réellement. Le fichier de calendrier joint (${opening.file}) contient l’horaire prévu.`
              : opening === null
                ? `Aucune heure d’ouverture n’est encore fixée pour la vente ${label}. L’alerte vous écrit à son ouverture.`
                : 'L’alerte vous écrit à l’ouverture de la vente.',
            '',
          ],
          after: [
            `Les phases de la vente et leur calendrier : ${links.token}`,
            `Arrêter cette alerte : ${links.unsubscribe}`,
          ],
        };
      },
    },
    open: {
      subject: (label) => `La vente ${label} d’ECO est ouverte`,
      lines: ({ label, chainId }, opened, links) => {
        const at = utcDayAndTime(opened.at);
        return {
          before: [
            `La vente ${label} d’ECO a ouvert le ${at.day} à ${at.time} UTC (bloc ${opened.blockNumber} sur la chaîne ${chainId}). Vous avez demandé à Green Planet ECO de vous prévenir une fois : ceci est le seul e-mail à ce sujet.`,
            '',
            `Achetez des ECO sur la page du jeton : ${links.token}`,
            `Lisez les risques avant d’acheter : ${links.risks}`,
            '',
          ],
          after: [
            `Le fichier de calendrier joint (${opened.file}) contient l’heure d’ouverture. Nous conservons votre adresse pendant 30 jours après cet e-mail, puis nous la supprimons ; pour la supprimer dès maintenant : ${links.unsubscribe}`,
          ],
        };
      },
    },
  },
  ar: {
    confirm: {
      subject: (label) => `أكّد تنبيهك لمرحلة ${label} لرمز ECO`,
      lines: ({ label, chainId }, links, opening) => {
        const at = opening && utcDayAndTime(opening.at);
        return {
          before: [
            `طلب أحدهم (ونأمل أن تكون أنت) تلقّي رسالة واحدة من Green Planet ECO عند افتتاح مرحلة ${label} لرمز ECO (السلسلة ${chainId}). للتأكيد، افتح هذا الرابط واضغط على الزر:`,
            '',
            links.confirm,
            '',
            'يعمل الرابط مرة واحدة فقط وتنتهي صلاحيته بعد 24 ساعة. لن نرسل أي شيء آخر حتى يتم تأكيد التنبيه. إذا لم تطلب ذلك، فتجاهل هذه الرسالة: سيُحذف العنوان خلال يوم واحد.',
            '',
            opening && at
              ? `من المقرر أن تُفتتح مرحلة ${label} في ${at.day} الساعة ${at.time} UTC. يمكن للفريق تغيير هذا الموعد، وسيرسل إليك التنبيه رسالة عند افتتاح المرحلة فعلًا. يتضمن ملف التقويم المرفق (${opening.file}) الموعد المقرر.`
              : opening === null
                ? `لم يُحدَّد بعدُ موعد لافتتاح مرحلة ${label}. سيرسل إليك التنبيه رسالة عند افتتاحها.`
                : 'سيرسل إليك التنبيه رسالة عند افتتاح المرحلة.',
            '',
          ],
          after: [
            `مراحل البيع وجدولها الزمني: ${links.token}`,
            `إيقاف هذا التنبيه: ${links.unsubscribe}`,
          ],
        };
      },
    },
    open: {
      subject: (label) => `افتُتحت مرحلة ${label} لرمز ECO`,
      lines: ({ label, chainId }, opened, links) => {
        const at = utcDayAndTime(opened.at);
        return {
          before: [
            `افتُتحت مرحلة ${label} لرمز ECO في ${at.day} الساعة ${at.time} UTC (الكتلة ${opened.blockNumber} على السلسلة ${chainId}). طلبت من Green Planet ECO إبلاغك مرة واحدة: هذه هي الرسالة الوحيدة بهذا الشأن.`,
            '',
            `اشترِ ECO من صفحة الرمز: ${links.token}`,
            `اقرأ المخاطر قبل الشراء: ${links.risks}`,
            '',
          ],
          after: [
            `يتضمن ملف التقويم المرفق (${opened.file}) موعد الافتتاح. نحتفظ بعنوانك لمدة 30 يومًا بعد هذه الرسالة ثم نحذفه؛ لحذفه الآن: ${links.unsubscribe}`,
          ],
        };
      },
    },
  },
};

/**
 * The calendar event's title and first lines in a translation (the token page's address follows
 * them). English is @eco/shared's event (saleStageOpeningEvent), the one the site's page makes.
 */
const CALENDAR_TEXTS: Omit<
  PerLanguage<(stage: { label: string; chainId: number }) => { summary: string; lines: string[] }>,
  'en'
> = {
  de: ({ label, chainId }) => ({
    summary: `ECO: Verkaufsphase ${label} öffnet`,
    lines: [
      `Die Phase ${label} des Verkaufs von Green Planet ECO (Chain ${chainId}) soll zu diesem Zeitpunkt öffnen.`,
      'Das Team kann den Öffnungszeitpunkt verschieben; die Token-Seite zeigt den aktuellen Zeitplan:',
    ],
  }),
  es: ({ label, chainId }) => ({
    summary: `ECO: abre la fase ${label} de la venta`,
    lines: [
      `Está previsto que la fase ${label} de la venta de Green Planet ECO (cadena ${chainId}) abra a esta hora.`,
      'El equipo puede cambiar la hora de apertura; la página del token muestra el calendario actual:',
    ],
  }),
  fr: ({ label, chainId }) => ({
    summary: `ECO : ouverture de la vente ${label}`,
    lines: [
      `L’ouverture de la vente ${label} de Green Planet ECO (chaîne ${chainId}) est prévue à cette heure.`,
      'L’équipe peut modifier l’heure d’ouverture ; la page du jeton indique le calendrier actuel :',
    ],
  }),
  ar: ({ label, chainId }) => ({
    summary: `ECO: افتتاح مرحلة ${label}`,
    lines: [
      `من المقرر أن تُفتتح مرحلة ${label} لرمز ECO من Green Planet ECO (السلسلة ${chainId}) في هذا الموعد.`,
      'يمكن للفريق تغيير موعد الافتتاح، وتعرض صفحة الرمز الجدول الحالي:',
    ],
  }),
};

/**
 * The calendar file of the stage's opening, in the alert's language. English is @eco/shared's
 * file, the one the site's English page makes; a translation is the same event (same UID, time,
 * reminder) with its title and description in the language, the token page in it, and the note
 * of an unreviewed translation. The file's name stays the English one (plain ASCII).
 */
function calendar(
  config: LinkConfig,
  target: AlertTarget,
  language: SiteLanguage,
  opensAt: Date,
  now: Date,
) {
  const opening = {
    chainId: target.chainId,
    stage: target.stage,
    stageLabel: stageLabel(target.stage),
    opensAt,
    siteUrl: config.siteUrl,
  };
  let content: string;
  if (language === SOURCE_LANGUAGE) {
    content = saleStageOpeningIcs(opening, { stamp: now });
  } else {
    const label = localLabel(language, target.stage);
    const text = CALENDAR_TEXTS[language]({ label, chainId: target.chainId });
    const url = pages(config, language).token;
    const event = {
      ...saleStageOpeningEvent(opening),
      summary: typeset(language, text.summary),
      description: typeset(
        language,
        [...text.lines, url, '', ...unreviewedNote(language)].join('\n'),
      ),
      url,
    };
    content = buildIcs([event], { stamp: now });
  }
  return {
    filename: saleStageIcsFileName(opening.stageLabel),
    contentType: ICS_CONTENT_TYPE,
    content,
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
  const language = siteLanguageOr(target.locale);
  const label = localLabel(language, target.stage);
  const attachment = opensAt ? calendar(config, target, language, opensAt, now) : undefined;
  const page = pages(config, language);
  const text = TEXTS[language].confirm;
  const { before, after } = text.lines(
    { label, chainId: target.chainId },
    {
      confirm: page.confirm(links.confirm),
      unsubscribe: page.unsubscribe(links.unsubscribe),
      token: page.token,
    },
    opensAt && attachment
      ? { at: opensAt, file: attachment.filename }
      : opensAt === null
        ? null
        : undefined,
  );
  return {
    kind: 'stage_alert_confirm',
    refId: null,
    to: [target.email],
    // Anyone can type an address into the alert form.
    askedByAnyone: true,
    subject: typeset(language, text.subject(label)),
    body: mailBody(
      GREETING[language](null),
      [...before, ...marketingNotice(config, language), ...after],
      language,
    ),
    headers: { ...unsubscribeHeaders(config, links.unsubscribe), ...languageHeaders(language) },
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
  const language = siteLanguageOr(target.locale);
  const label = localLabel(language, target.stage);
  const attachment = calendar(config, target, language, opened.at, now);
  const page = pages(config, language);
  const text = TEXTS[language].open;
  const { before, after } = text.lines(
    { label, chainId: target.chainId },
    { ...opened, file: attachment.filename },
    { token: page.token, risks: page.risks, unsubscribe: page.unsubscribe(links.unsubscribe) },
  );
  return {
    kind: 'stage_alert_open',
    refId: null,
    to: [target.email],
    subject: typeset(language, text.subject(label)),
    body: mailBody(
      GREETING[language](null),
      [...before, ...marketingNotice(config, language), ...after],
      language,
    ),
    headers: { ...unsubscribeHeaders(config, links.unsubscribe), ...languageHeaders(language) },
    attachments: [attachment],
  };
}

/** The sale alert mails' texts, for the tests that check each is written in every language. */
export const STAGE_ALERT_TEXTS = {
  mails: TEXTS,
  stageLabels: STAGE_LABELS,
  marketingNotice: MARKETING_NOTICE_TRANSLATIONS,
  calendar: CALENDAR_TEXTS,
} as const;
