import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { t } from '@/i18n';
import { timeAgo } from '@/lib/dates';
import { useNews } from '../api/get-news';

/** /crypto: the news cards (docs/product.md#crypto-news); the server keeps the token and the last good copy. */
export default function CryptoNewsPage() {
  const news = useNews();
  return (
    <section>
      <PageTitle>{t('news.title')}</PageTitle>
      <QueryState
        query={news}
        variant="card"
        error={() => t('news.loadFailed')}
        isEmpty={(data) => data.status === 'not_configured'}
        empty={t('news.notConfigured')}
      >
        {(data) => (
          <>
            {data.status === 'sample' ? (
              <p role="note" className="mb-4 rounded-lg bg-amber-500/15 p-2 text-sm">
                {t('news.sample')}
              </p>
            ) : null}
            {data.items.length === 0 ? (
              <p className="rounded-xl border border-dashed border-border p-6 text-sm text-muted">{t('news.empty')}</p>
            ) : (
              <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="news-grid">
                {data.items.map((item) => (
                  <article
                    key={item.url}
                    data-testid="news-card"
                    className="flex flex-col overflow-hidden rounded-xl border border-border bg-surface"
                  >
                    {item.image ? (
                      <img src={item.image} alt="" loading="lazy" className="aspect-video w-full object-cover" />
                    ) : (
                      <div className="aspect-video w-full bg-gradient-to-br from-accent/40 to-surface-2" aria-hidden />
                    )}
                    <div className="flex flex-1 flex-col gap-2 p-3">
                      <div className="flex flex-wrap items-center gap-1.5 text-xs">
                        {item.topics.map((t) => (
                          <span key={t} className="rounded-full bg-surface-2 px-2 py-0.5">
                            {t}
                          </span>
                        ))}
                        <span className="ml-auto text-muted">{timeAgo(item.date)}</span>
                      </div>
                      <h2 className="font-bold">{item.title}</h2>
                      <a
                        href={item.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="mt-auto text-sm font-semibold text-accent hover:underline"
                      >
                        {t('news.readMore')}
                      </a>
                    </div>
                  </article>
                ))}
              </div>
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}
