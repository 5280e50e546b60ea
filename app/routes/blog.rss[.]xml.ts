// The blog's RSS 2.0 feed: the 20 newest published posts.
import { listPublishedPosts } from "~/models/blog/posts.server";
import { club } from "~/config/club";
import { getEnv } from "~/config/env.server";

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

export async function loader() {
  const base = getEnv().PUBLIC_URL;
  const { rows } = listPublishedPosts({ sort: "newest", limit: 20, offset: 0 });
  const items = rows
    .map((post) => {
      const link = `${base}/blog/${post.slug}`;
      return [
        "<item>",
        `<title>${escapeXml(post.title)}</title>`,
        `<link>${escapeXml(link)}</link>`,
        `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
        post.publishedAt ? `<pubDate>${new Date(post.publishedAt).toUTCString()}</pubDate>` : "",
        `<category>${escapeXml(post.category)}</category>`,
        `<dc:creator>${escapeXml(post.author)}</dc:creator>`,
        post.excerpt ? `<description>${escapeXml(post.excerpt)}</description>` : "",
        "</item>",
      ].join("");
    })
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel>
<title>${escapeXml(`${club.shortName} Blog`)}</title>
<link>${escapeXml(`${base}/blog`)}</link>
<atom:link href="${escapeXml(`${base}/blog/rss.xml`)}" rel="self" type="application/rss+xml"/>
<description>${escapeXml(`Match reports, academy news, player profiles and training advice from ${club.name}.`)}</description>
<language>en-KE</language>
${rows[0]?.publishedAt ? `<lastBuildDate>${new Date(rows[0].publishedAt).toUTCString()}</lastBuildDate>` : ""}
${items}
</channel>
</rss>
`;
  return new Response(xml, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=600" },
  });
}
