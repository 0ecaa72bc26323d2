// @vitest-environment node
/**
 * Avatars on Storage through the real storage-js (inside supabase-js): the `avatars` bucket and
 * its per-user-folder policies (migration 20261127200000), enforced by the local Storage API on
 * PGlite, or PostgreSQL with TEST_DATABASE_URL. Refusals are also checked in the database itself.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createUser, startProductStack, type ProductStack, type TestUser } from './support.ts';

let product: ProductStack;
let alice: TestUser;
let bob: TestUser;

const png = (bytes: number) => new Blob([new Uint8Array(bytes).fill(7)], { type: 'image/png' });

beforeAll(async () => {
  product = await startProductStack();
  alice = await createUser(product, { name: 'Alice' });
  bob = await createUser(product, { name: 'Bob' });
}, 60_000);

afterAll(() => product?.close());

async function storedNames(): Promise<string[]> {
  const rows = await product.sql<{ name: string }>(
    "select name from storage.objects where bucket_id = 'avatars' order by name",
  );
  return rows.map((row) => row.name);
}

describe('avatars bucket', () => {
  it('lets a user upload, replace, download, list, sign and remove in their own folder', async () => {
    const avatars = alice.client.storage.from('avatars');
    const first = await avatars.upload(`${alice.id}/avatar.png`, png(100));
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({
      path: `${alice.id}/avatar.png`,
      fullPath: `avatars/${alice.id}/avatar.png`,
    });

    // Without upsert a second upload is a conflict; with it the file is replaced.
    const again = await avatars.upload(`${alice.id}/avatar.png`, png(50));
    expect(again.error?.message).toBe('The resource already exists');
    expect((await avatars.upload(`${alice.id}/avatar.png`, png(200), { upsert: true })).error).toBeNull();

    const downloaded = await avatars.download(`${alice.id}/avatar.png`);
    expect(downloaded.error).toBeNull();
    expect(downloaded.data?.size).toBe(200);
    expect(downloaded.data?.type).toBe('image/png');

    const listed = await avatars.list(alice.id);
    expect(listed.data?.map((entry) => entry.name)).toEqual(['avatar.png']);
    expect(listed.data?.[0]?.metadata).toMatchObject({ size: 200, mimetype: 'image/png' });
    const root = await avatars.list();
    expect(root.data).toEqual([expect.objectContaining({ name: alice.id, id: null })]);

    const signed = await avatars.createSignedUrl(`${alice.id}/avatar.png`, 60);
    expect(signed.error).toBeNull();
    const viaUrl = await fetch(signed.data?.signedUrl ?? '');
    expect(viaUrl.status).toBe(200);
    expect((await viaUrl.arrayBuffer()).byteLength).toBe(200);
    // A token is for its own path only.
    const forged = (signed.data?.signedUrl ?? '').replace(`${alice.id}/avatar.png`, `${bob.id}/avatar.png`);
    expect((await fetch(forged)).status).toBe(400);

    const removed = await avatars.remove([`${alice.id}/avatar.png`]);
    expect(removed.data?.map((object) => object.name)).toEqual([`${alice.id}/avatar.png`]);
    expect(await storedNames()).not.toContain(`${alice.id}/avatar.png`);
    const blobs = await product.sql('select 1 from _storage_local.blobs where name like $1', [
      `${alice.id}/%`,
    ]);
    expect(blobs).toHaveLength(0);
  });

  it("never lets a user read, overwrite, list, sign or remove another's avatar", async () => {
    const mine = alice.client.storage.from('avatars');
    expect(
      (await mine.upload(`${alice.id}/face.webp`, new Blob(['alice'], { type: 'image/webp' }))).error,
    ).toBeNull();
    const theirs = bob.client.storage.from('avatars');

    expect((await theirs.download(`${alice.id}/face.webp`)).error?.message).toBe('Object not found');
    expect((await theirs.createSignedUrl(`${alice.id}/face.webp`, 60)).error?.message).toBe(
      'Object not found',
    );
    expect((await theirs.list(alice.id)).data).toEqual([]);
    expect((await theirs.list()).data).toEqual([]);

    const overwrite = await theirs.upload(`${alice.id}/face.webp`, png(10), { upsert: true });
    expect(overwrite.error?.message).toBe('new row violates row-level security policy');
    const update = await theirs.update(`${alice.id}/face.webp`, png(10));
    expect(update.error).not.toBeNull();
    const plant = await theirs.upload(`${alice.id}/other.png`, png(10));
    expect(plant.error?.message).toBe('new row violates row-level security policy');

    const removed = await theirs.remove([`${alice.id}/face.webp`]);
    expect(removed.data).toEqual([]);
    // Still there, untouched: 5 bytes of webp.
    const rows = await product.sql<{ size: number; mimetype: string }>(
      "select (metadata->>'size')::int as size, metadata->>'mimetype' as mimetype from storage.objects where name = $1",
      [`${alice.id}/face.webp`],
    );
    expect(rows).toEqual([{ size: 5, mimetype: 'image/webp' }]);
    expect(await storedNames()).not.toContain(`${alice.id}/other.png`);

    // An anonymous visitor sees nothing either, and the bucket is not public.
    expect(
      (await product.anon.storage.from('avatars').download(`${alice.id}/face.webp`)).error,
    ).not.toBeNull();
    const publicUrl = product.anon.storage.from('avatars').getPublicUrl(`${alice.id}/face.webp`)
      .data.publicUrl;
    expect((await fetch(publicUrl)).status).toBe(400);
  });

  it('refuses files over 5 MB and types other than JPEG, PNG and WebP', async () => {
    const avatars = alice.client.storage.from('avatars');
    const big = await avatars.upload(`${alice.id}/big.png`, png(5 * 1024 * 1024 + 1));
    expect(big.error?.message).toBe('The object exceeded the maximum allowed size');
    expect((big.error as { status?: number } | null)?.status).toBe(413);
    const gif = await avatars.upload(`${alice.id}/anim.gif`, new Blob(['GIF89a'], { type: 'image/gif' }));
    expect(gif.error?.message).toBe('mime type image/gif is not supported');
    const svg = await avatars.upload(`${alice.id}/x.svg`, '<svg/>', { contentType: 'image/svg+xml' });
    expect(svg.error?.message).toBe('mime type image/svg+xml is not supported');
    expect(await storedNames()).not.toEqual(expect.arrayContaining([`${alice.id}/big.png`]));
    const exact = await avatars.upload(
      `${alice.id}/exact.jpg`,
      new Blob([new Uint8Array(5 * 1024 * 1024)], { type: 'image/jpeg' }),
    );
    expect(exact.error).toBeNull();
  });

  it('shows buckets to the service role, with their limits', async () => {
    const { data } = await product.service.storage.getBucket('avatars');
    expect(data).toMatchObject({
      id: 'avatars',
      public: false,
      file_size_limit: 5 * 1024 * 1024,
      allowed_mime_types: ['image/jpeg', 'image/png', 'image/webp'],
    });
    // A user cannot see, create or delete buckets (no policy on storage.buckets).
    expect((await alice.client.storage.listBuckets()).data).toEqual([]);
    expect((await alice.client.storage.createBucket('mine')).error).not.toBeNull();
  });
});
