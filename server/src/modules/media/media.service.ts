import type { FastifyRequest } from 'fastify';
import type { AppDeps, Scope } from '../../world/app-deps';
import { newId } from '../../lib/random';
import { findOwnMedia, insertMedia, type MediaKind, type MediaRow } from './media.repo';
import type { UploadedPng } from './read-image-upload';

export const MEDIA_PATH = '/media';

export interface HostedImage {
  id: string;
  /** Absolute URL on this server; carries the mock session so an <img> (which sends no headers) finds it. */
  url: string;
  width: number;
  height: number;
}

/** Stores an uploaded PNG in the caller's world and answers its hosted URL. Call inside the write's transaction when it goes with one. */
export function storePng(deps: AppDeps, scope: Scope, kind: MediaKind, image: UploadedPng, request: FastifyRequest): HostedImage {
  const id = newId('img');
  insertMedia(deps.data.sqlite, scope, {
    id,
    kind,
    contentType: 'image/png',
    width: image.width,
    height: image.height,
    data: image.bytes.toString('base64'),
    now: deps.clock.now(),
  });
  return { id, url: mediaUrl(request, id, deps), width: image.width, height: image.height };
}

export function mediaUrl(request: FastifyRequest, id: string, deps: AppDeps): string {
  const session = deps.world.isDefault ? '' : `?mockSession=${encodeURIComponent(deps.world.id)}`;
  return `${request.protocol}://${request.host}${MEDIA_PATH}/${id}${session}`;
}

/** The id of one of our hosted images from its URL (absolute or relative), or undefined for any other URL. */
export function mediaIdFromUrl(url: string): string | undefined {
  const match = /\/media\/(img_[A-Za-z0-9_-]+)(?:[?#]|$)/.exec(url);
  return match?.[1];
}

/** The caller's own hosted image named by a URL we handed out, or undefined. */
export function ownImageByUrl(deps: AppDeps, scope: Scope, url: string): MediaRow | undefined {
  const id = mediaIdFromUrl(url);
  return id ? findOwnMedia(deps.data.sqlite, scope, id) : undefined;
}
