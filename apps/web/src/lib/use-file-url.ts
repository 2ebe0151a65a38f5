import { useEffect, useState } from 'react';
import { apiObjectUrl, fileObjectUrl } from './api';

/**
 * A stored file as an object URL for an <img> or a download: files are read with the caller's
 * token (GET /1.0/file/{id}), so a plain src URL would not do. Undefined while loading, null when
 * there is no file or the caller may not read it.
 */
export function useFileUrl(id?: string | null): string | null | undefined {
  const [url, setUrl] = useState<string | null | undefined>(id ? undefined : null);
  useEffect(() => {
    let objectUrl: string | null = null;
    let live = true;
    setUrl(id ? undefined : null);
    if (id) void fileObjectUrl(id).then((u) => { objectUrl = u; if (live) setUrl(u); else if (u) URL.revokeObjectURL(u); });
    return () => { live = false; if (objectUrl) URL.revokeObjectURL(objectUrl); };
  }, [id]);
  return url;
}

/** The file id in a file's API address (the profile's imageProfileUrl is `/api/1.0/file/{id}`). */
export const fileIdOf = (url?: string | null) => url?.match(/\/1\.0\/file\/([0-9a-f-]{36})$/i)?.[1] ?? null;

/** Saves a stored file under its own name (a document's download link); false when it cannot be read. */
export const saveStoredFile = (id: string, name: string): Promise<boolean> => saveApiFile(`/1.0/file/${id}`, name);

/** Saves a file the API serves at `path` (a leave request's attachment …) under its own name; false when it cannot be read. */
export async function saveApiFile(path: string, name: string): Promise<boolean> {
  const url = await apiObjectUrl(path);
  if (!url) return false;
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.appendChild(a);
  a.click();
  a.remove();
  // The click has handed the bytes to the browser's download by the next task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return true;
}
