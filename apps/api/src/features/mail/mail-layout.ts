// Every mail of the station in one shape: French, the station's name, a plain-text
// body and a simple HTML twin (inline styles only: mail clients ignore stylesheets).

export interface MailContent {
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe for the newsletter). */
  headers?: Record<string, string>;
}

export interface MailLayout {
  stationName: string;
  subject: string;
  greeting?: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Small print under the body (why the mail came, how to stop it). */
  footer?: string[];
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

export function renderMail(layout: MailLayout): MailContent {
  const { stationName, subject, greeting, paragraphs, action, footer = [] } = layout;
  const text = [
    ...(greeting ? [greeting, ''] : []),
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(action ? [`${action.label} : ${action.url}`, ''] : []),
    `— ${stationName}`,
    ...(footer.length ? ['', ...footer] : []),
  ].join('\n');
  // A paragraph's own line breaks (a list of programmes) stay line breaks in HTML.
  const p = (value: string) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(value).replace(/\n/g, '<br>')}</p>`;
  const html = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f7;font-family:Arial,Helvetica,sans-serif;color:#1d1d28">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">
<h1 style="margin:0 0 24px;font-size:20px;color:#7c3aed">${escapeHtml(stationName)}</h1>
${greeting ? p(greeting) : ''}${paragraphs.map(p).join('\n')}
${action ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#7c3aed;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#555">Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :<br><a href="${escapeHtml(action.url)}" style="color:#7c3aed;word-break:break-all">${escapeHtml(action.url)}</a></p>` : ''}
<p style="margin:24px 0 0">— ${escapeHtml(stationName)}</p>
${footer.map((line) => `<p style="margin:16px 0 0;font-size:12px;color:#777">${escapeHtml(line)}</p>`).join('\n')}
</div></body></html>`;
  return { subject, text, html };
}
