'use client';
import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Spinner } from 'react-bootstrap';
import { useClasses } from '@/lib/api/class';
import { mutate } from '@/lib/api/client';
import { newsKeys, useNews, useNewsList, type NewsRow } from '@/lib/api/news';
import { useErrorText } from '@/lib/api/use-error-text';
import { formatDateTime } from '@/lib/format';
import { dayText, schoolToday } from '@/lib/school-time';
import { NewsPhoto, NewsStatusBadge, ReadCount } from './news-bits';
import { FileButton } from '@/components/ui/file-button';
import { UploadProgress, usePhotoUploads } from './news-photos';
import type { NewsScreenProps } from './news-types';
import { NEWS_PAGE_SIZE } from '@/lib/news-values';
import { NewsHeading } from './news-screen';
import { NewsEditorSlot } from './news-editor-slot';
import { ListAlert } from '@/components/ui/list-screen';
import { useListExport } from '@/components/ui/list-export';

/** How often an open phone screen asks for the read counts again while families read. */
const READ_POLL_MS = 15_000;

/**
 * /management/news-<kind>/mobile: cards for a phone. For class news, a teacher posts the day's photos in three
 * taps (class, photos, post) and watches the read count rise; every post opens in the editor.
 */
export function NewsMobile(props: NewsScreenProps) {
  const { kind, can, ownOnly } = props;
  const t = useTranslations('news');
  const errorText = useErrorText();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const list = useNewsList({ kind, page, page_size: NEWS_PAGE_SIZE }, READ_POLL_MS);
  const rows = list.data?.data ?? [];
  const total = list.data?.total ?? 0;
  // The cards are the kind's posts, newest first, with no filter: the export holds all of them the same way.
  const exporting = useListExport('/webadmin/News/export', { kind }, 'news-export', { tap: true });
  return (
    <section aria-labelledby="page-title" className="mx-auto" style={{ maxWidth: 640 }}>
      <NewsHeading {...props} current="mobile" />
      {ownOnly && kind !== 'public' && <p className="small text-body-secondary">{t('ownClassesOnly')}</p>}
      {kind === 'class' && can.create && <QuickClassPost canPublish={can.approve} />}
      {kind !== 'class' && can.create && (
        <Button size="lg" className="w-100 mb-3" onClick={() => setEditing('new')} data-testid="news-add">
          <i className="bi bi-plus-lg me-2" aria-hidden="true" />
          {t('add')}
        </Button>
      )}
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mt-3 mb-2">
        <h2 className="h6 text-body-secondary mb-0">{t('recent')}</h2>
        {can.export && exporting.button}
      </div>
      {exporting.alert}
      {list.error && <Alert variant="danger">{errorText(list.error)}</Alert>}
      {list.isLoading && <Spinner aria-label="…" />}
      {!list.isLoading && rows.length === 0 && <p className="text-body-secondary">{t('empty')}</p>}
      <ul className="list-unstyled" data-testid="news-cards">
        {rows.map((n) => (
          <li key={n.id} className="mb-2">
            <NewsCard row={n} onOpen={() => setEditing(n.id)} />
          </li>
        ))}
      </ul>
      {total > page * NEWS_PAGE_SIZE && (
        <Button
          variant="outline-secondary"
          className="w-100"
          style={{ minHeight: 44 }}
          onClick={() => setPage((p) => p + 1)}
        >
          {t('more')}
        </Button>
      )}
      <NewsEditorSlot kind={kind} can={can} editing={editing} onEdit={setEditing} />
    </section>
  );
}

function NewsCard({ row, onOpen }: { row: NewsRow; onOpen: () => void }) {
  const t = useTranslations('news');
  const audience =
    row.kind === 'class' ? row.classes.map((c) => c.name).join(', ') : row.students.map((s) => s.full_name).join(', ');
  return (
    <Card data-testid="news-card">
      <button
        type="button"
        className="btn text-start p-2 d-flex gap-2 align-items-start w-100"
        style={{ minHeight: 44 }}
        onClick={onOpen}
        aria-label={t('openLabel', { title: row.title })}
      >
        <NewsPhoto url={row.cover_thumb_url} alt="" size={64} className="flex-shrink-0" />
        <span className="flex-grow-1 min-w-0">
          <span className="d-block fw-semibold text-truncate">
            {row.pinned && <i className="bi bi-pin-angle-fill text-warning me-1" aria-hidden="true" />}
            {row.title}
          </span>
          {audience && <span className="d-block small text-body-secondary text-truncate">{audience}</span>}
          <span className="d-flex flex-wrap align-items-center gap-2 small mt-1">
            <NewsStatusBadge status={row.status} />
            {row.status !== 'draft' && <span className="text-body-secondary">{formatDateTime(row.publish_at)}</span>}
            {row.image_count > 0 && (
              <span className="text-body-secondary">
                <i className="bi bi-images me-1" aria-hidden="true" />
                {row.image_count}
              </span>
            )}
          </span>
          {row.status === 'published' && (
            <span className="d-block mt-1">
              <ReadCount read={row.read_count} total={row.audience_count} />
            </span>
          )}
        </span>
      </button>
    </Card>
  );
}

/**
 * Photos of the day in three taps: the class, the photos (camera or gallery, several at once), post. The post is
 * written as a draft, the photos go up one by one with their progress, and only then is it published, so that
 * families never see it half-filled. A teacher without `approve` leaves it as a draft for the principal.
 */
function QuickClassPost({ canPublish }: { canPublish: boolean }) {
  const t = useTranslations('news');
  const errorText = useErrorText();
  const client = useQueryClient();
  const classes = useClasses({ page: 1, page_size: 100, order_by: 'age_group', status: 'active' });
  const [classId, setClassId] = useState<string | null>(null);
  // Each chosen photo with a blob: URL for its preview, revoked when it is dropped or the screen goes.
  const [picked, setPicked] = useState<{ file: File; url: string }[]>([]);
  const files = picked.map((p) => p.file);
  const [caption, setCaption] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [posting, setPosting] = useState(false);
  const [posted, setPosted] = useState<string | null>(null);
  const { uploads, send, clear } = usePhotoUploads();
  const camera = useRef<HTMLInputElement>(null);
  const gallery = useRef<HTMLInputElement>(null);
  const options = classes.data?.data ?? [];
  const chosenClass = options.find((c) => c.id === classId);

  const urls = useRef<string[]>([]);
  useEffect(() => () => urls.current.forEach((u) => URL.revokeObjectURL(u)), []);
  const dropAll = () => {
    picked.forEach((p) => URL.revokeObjectURL(p.url));
    setPicked([]);
  };
  const drop = (i: number) => {
    URL.revokeObjectURL(picked[i].url);
    setPicked((list) => list.filter((_, j) => j !== i));
  };

  const addFiles = (list: FileList | null) => {
    const next = Array.from(list ?? []).map((file) => ({ file, url: URL.createObjectURL(file) }));
    urls.current.push(...next.map((n) => n.url));
    if (next.length) setPicked((p) => [...p, ...next]);
    if (camera.current) camera.current.value = '';
    if (gallery.current) gallery.current.value = '';
  };

  const post = async () => {
    if (!classId || !files.length) return;
    setError(null);
    setPosting(true);
    const body = {
      kind: 'class' as const,
      title: caption.trim() || t('photosOfDay', { day: dayText(schoolToday()), name: chosenClass?.name ?? '' }),
      summary: '',
      content: '',
      class_ids: [classId],
      student_ids: [],
      pinned: false,
    };
    try {
      const created = await mutate('post', '/webadmin/News/create', { ...body, status: 'draft' });
      const id = created.id!;
      const sent = await send(id, files);
      if (sent === 0) throw new Error(t('noPhotoSent'));
      if (canPublish) await mutate('put', `/webadmin/News/update/${id}`, { ...body, status: 'published' });
      await client.invalidateQueries({ queryKey: newsKeys.all() });
      setPosted(id);
      dropAll();
      setCaption('');
    } catch (e) {
      setError(e instanceof Error && !('status' in e) ? e.message : errorText(e));
    } finally {
      setPosting(false);
    }
  };

  if (posted)
    return (
      <PostedCard
        id={posted}
        published={canPublish}
        onAgain={() => {
          setPosted(null);
          clear();
        }}
      />
    );

  return (
    <Card className="mb-3 shadow-sm" data-testid="news-quick-post">
      <Card.Body>
        <h2 className="h5">{t('quick.title')}</h2>
        <fieldset className="mb-3">
          <legend className="fs-6 fw-semibold">
            <span className="badge rounded-pill text-bg-primary me-2">1</span>
            {t('quick.pickClass')}
          </legend>
          {classes.isLoading && <Spinner size="sm" />}
          <div className="d-grid gap-2" style={{ gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' }}>
            {options.map((c) => (
              <Button
                key={c.id}
                variant={classId === c.id ? 'primary' : 'outline-primary'}
                style={{ minHeight: 52 }}
                aria-pressed={classId === c.id}
                onClick={() => setClassId(c.id)}
                data-testid="news-quick-class"
              >
                {c.name}
              </Button>
            ))}
          </div>
          {!classes.isLoading && options.length === 0 && (
            <p className="small text-body-secondary mb-0">{t('quick.noClasses')}</p>
          )}
        </fieldset>
        <fieldset className="mb-3" disabled={!classId || posting}>
          <legend className="fs-6 fw-semibold">
            <span className="badge rounded-pill text-bg-primary me-2">2</span>
            {t('quick.pickPhotos')}
          </legend>
          <div className="d-flex gap-2">
            {(['camera', 'gallery'] as const).map((source) => (
              <FileButton
                key={source}
                id={`news-${source}`}
                icon={`${source === 'camera' ? 'bi-camera' : 'bi-images'} me-2`}
                text={t(`quick.${source}`)}
                accept="image/*"
                multiple={source === 'gallery'}
                capture={source === 'camera' ? 'environment' : undefined}
                inputRef={source === 'camera' ? camera : gallery}
                disabled={!classId || posting}
                onFiles={addFiles}
                className="flex-fill d-flex align-items-center justify-content-center"
                style={{ minHeight: 52 }}
              />
            ))}
          </div>
          {files.length > 0 && (
            <>
              <p className="small mt-2 mb-1" data-testid="news-quick-count">
                {t('photoCount', { count: files.length })}
              </p>
              <ul className="list-unstyled d-flex flex-wrap gap-2 mb-2">
                {picked.map(({ url: src }, i) => (
                  <li key={src} className="position-relative">
                    {/* eslint-disable-next-line @next/next/no-img-element -- a blob: URL of a photo not yet sent */}
                    <img
                      src={src}
                      alt={t('photoAlt', { n: i + 1 })}
                      width={72}
                      height={72}
                      className="rounded"
                      style={{ objectFit: 'cover' }}
                    />
                    {!posting && (
                      <button
                        type="button"
                        className="btn btn-light btn-sm position-absolute top-0 end-0 p-0"
                        style={{ width: 28, height: 28 }}
                        aria-label={t('removePhoto', { n: i + 1 })}
                        onClick={() => drop(i)}
                      >
                        <i className="bi bi-x-lg" aria-hidden="true" />
                      </button>
                    )}
                  </li>
                ))}
              </ul>
              <label htmlFor="news-quick-caption" className="form-label small mb-1">
                {t('quick.caption')}
              </label>
              <input
                id="news-quick-caption"
                className="form-control"
                maxLength={200}
                value={caption}
                placeholder={t('photosOfDay', { day: dayText(schoolToday()), name: chosenClass?.name ?? '' })}
                onChange={(e) => setCaption(e.target.value)}
              />
            </>
          )}
        </fieldset>
        <UploadProgress uploads={uploads} />
        <ListAlert text={error} />
        <Button
          size="lg"
          className="w-100"
          style={{ minHeight: 52 }}
          disabled={!classId || !files.length || posting}
          onClick={post}
          data-testid="news-quick-submit"
        >
          {posting ? (
            <Spinner size="sm" className="me-2" aria-hidden="true" />
          ) : (
            <span className="badge rounded-pill text-bg-light me-2">3</span>
          )}
          {canPublish ? t('quick.post') : t('quick.saveDraft')}
        </Button>
      </Card.Body>
    </Card>
  );
}

/** After posting: the post and its read count, asked again every few seconds while the screen is open. */
function PostedCard({ id, published, onAgain }: { id: string; published: boolean; onAgain: () => void }) {
  const t = useTranslations('news');
  const post = useNews(id, READ_POLL_MS);
  return (
    <Card className="mb-3 border-success" data-testid="news-posted">
      <Card.Body>
        <p className="h5 text-success">
          <i className="bi bi-check-circle-fill me-2" aria-hidden="true" />
          {published ? t('quick.posted') : t('quick.draftSaved')}
        </p>
        {post.data && (
          <>
            <p className="fw-semibold mb-1">{post.data.title}</p>
            <p className="small text-body-secondary mb-2">{t('photoCount', { count: post.data.images.length })}</p>
            <ReadCount read={post.data.read_count} total={post.data.audience_count} />
          </>
        )}
        <Button variant="outline-primary" className="w-100 mt-3" style={{ minHeight: 44 }} onClick={onAgain}>
          {t('quick.again')}
        </Button>
      </Card.Body>
    </Card>
  );
}
