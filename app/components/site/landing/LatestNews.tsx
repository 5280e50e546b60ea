import { Badge } from "~/components/ui/Badge";
import { CardRow } from "./CardRow";
import { useT } from "~/utils/i18n";
import { useFormat } from "~/utils/use-format";
import { Section, SectionMessage } from "./Section";

type Article = {
  id: number;
  imageUrl: string;
  title: string;
  excerpt: string;
  publishedAt: string;
  content: string;
  category: string;
};

export function LatestNews({ articles }: { articles: Article[] | null }) {
  const t = useT("landing");
  const format = useFormat();
  return (
    <Section id="news" title={t("news.title")} lead={t("news.lead")} tone="grey">
      {articles && articles.length > 0 ? (
        <CardRow
          id="news-list"
          label={t("news.listLabel")}
          seeAll={t("news.seeAll", { count: articles.length })}
          grid="md:grid-cols-2 lg:grid-cols-3"
          from="md"
        >
          {articles.map((article) => (
            <li key={article.id}>
              <article className="news-card">
                <img
                  src={article.imageUrl}
                  alt=""
                  width={800}
                  height={450}
                  loading="lazy"
                />
                <div>
                  <div className="news-meta">
                    <Badge variant="secondary">{article.category}</Badge>
                    <time dateTime={article.publishedAt}>{format.longDate(article.publishedAt)}</time>
                  </div>
                  <h3>{article.title}</h3>
                  <p>{article.excerpt}</p>
                  <details>
                    <summary>
                      <span>{t("news.readMore")}</span>
                      <span>{t("news.showLess")}</span>
                      {/* The title in its own element: it is the staff's text, the colon is not. */}
                      <span className="sr-only">
                        : <span>{article.title}</span>
                      </span>
                    </summary>
                    <div>
                      {article.content.split(/\n{2,}/).map((paragraph, index) => (
                        <p key={index}>{paragraph}</p>
                      ))}
                    </div>
                  </details>
                </div>
              </article>
            </li>
          ))}
        </CardRow>
      ) : (
        <SectionMessage retryHref={articles ? undefined : "/?retry=news#news"}>
          {t("news.empty")}
        </SectionMessage>
      )}
    </Section>
  );
}
