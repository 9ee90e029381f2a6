const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Every value put into a mail's HTML goes through this. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => entities[c] ?? c);
}

export type MailImage = { src: string; alt: string; caption: string; size: number };

type HtmlMail = {
  lang: string;
  title: string;
  greeting: string;
  paragraphs: string[];
  button?: { text: string; url: string };
  fallback?: string;
  /** A picture after the paragraphs: a PNG data URL (sent as an inline attachment). */
  image?: MailImage;
  notes: string[];
  signature: string;
  footer: string;
};

/** A plain, table-free layout that mail clients render alike; inline styles only. */
export function renderHtml(mail: HtmlMail): string {
  const p = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;
  const button = mail.button
    ? `<p style="margin:24px 0"><a href="${escapeHtml(mail.button.url)}" style="background:#1c7ed6;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(mail.button.text)}</a></p>` +
      (mail.fallback
        ? `<p style="margin:0 0 16px;font-size:13px;color:#555">${escapeHtml(mail.fallback)}<br><a href="${escapeHtml(mail.button.url)}" style="color:#1c7ed6;word-break:break-all">${escapeHtml(mail.button.url)}</a></p>`
        : '')
    : '';
  const image = mail.image
    ? `${p(mail.image.caption)}<p style="margin:0 0 16px"><img src="${escapeHtml(mail.image.src)}" alt="${escapeHtml(mail.image.alt)}" width="${mail.image.size}" height="${mail.image.size}" style="display:block;width:${mail.image.size}px;height:${mail.image.size}px"></p>`
    : '';
  return `<!doctype html>
<html lang="${escapeHtml(mail.lang)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(mail.title)}</title></head>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold">Gazda</p>
${p(mail.greeting)}
${mail.paragraphs.map(p).join('\n')}
${image}
${button}
${mail.notes.map(p).join('\n')}
${p(mail.signature)}
</div>
<p style="max-width:560px;margin:16px auto 0;font-size:12px;color:#777;text-align:center">${escapeHtml(mail.footer)}</p>
</body>
</html>
`;
}
