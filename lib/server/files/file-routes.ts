import 'server-only';
import type { ZodType } from 'zod';
import { endpoint, type EndpointDefinition, type RouteHandler } from '../http/endpoint';
import { idParams, idQuery } from '@/lib/schemas/list';
import { fileEndpoint, type FileReply } from './file-endpoint';
import { servedTypes, type FileUse } from './file-use';

type Access = 'public' | 'tenant' | 'parent';
type Ctx<A extends Access> = Parameters<EndpointDefinition<A, 'data', unknown, unknown, unknown, unknown>['handler']>[0];
/** What a route declares of itself; the method, input, shape and file types come from the use. */
type Described<A extends Access> = Pick<
  EndpointDefinition<A, 'data', unknown, unknown, unknown, unknown>,
  'path' | 'summary' | 'tag' | 'access' | 'right' | 'errors'
>;
type Saved<D> = { id: string; message: string; data?: D };

/**
 * POST …/{id} (multipart, field `file`): an upload for the row `id`, as `use` takes it (its types by content,
 * 415, and its size, 413, documented from the declaration). `save` receives the request to read the file from.
 */
export function uploadRoute<A extends 'tenant' | 'parent', Q = undefined, D = unknown>(
  use: FileUse,
  def: Described<A> & {
    query?: ZodType<Q>;
    output?: ZodType<D>;
    save: (ctx: Ctx<A>, id: string, request: Request, query: Q) => Promise<Saved<D>>;
  },
): RouteHandler {
  const { save, ...rest } = def;
  return endpoint<A, 'mutation', Q, undefined, { id: string }, D>({
    ...rest,
    method: 'POST',
    params: idParams,
    shape: 'mutation',
    upload: { types: use.accepts, maxBytes: use.maxBytes },
    handler: (ctx, { params, query }, request) => save(ctx as Ctx<A>, params.id, request, query) as never,
  });
}

/** GET …?id=: the file of the row `id`, which `read` finds within the caller's reach. */
export function fileOfRowRoute<A extends Access>(
  use: FileUse,
  def: Described<A> & { read: (ctx: Ctx<A>, id: string) => Promise<FileReply> },
): RouteHandler {
  const { read, ...rest } = def;
  return fileEndpoint<A, { id: string }>({
    ...rest,
    method: 'GET',
    query: idQuery,
    produces: servedTypes(use),
    handler: (ctx, { query }) => read(ctx as Ctx<A>, query.id),
  });
}

/** GET …/{file}: a stored file by its name, which `read` finds a row of within the caller's reach. */
export function fileByNameRoute<A extends Access>(
  use: FileUse,
  def: Described<A> & { params: ZodType<{ file: string }>; read: (ctx: Ctx<A>, file: string) => Promise<FileReply> },
): RouteHandler {
  const { read, ...rest } = def;
  return fileEndpoint<A, undefined, { file: string }>({
    ...rest,
    method: 'GET',
    produces: servedTypes(use),
    handler: (ctx, { params }) => read(ctx as Ctx<A>, params.file),
  });
}
