import { S3ObjectStore, type S3StoreConfig } from './s3-object-store';

const config: S3StoreConfig = {
  endpoint: 'http://minio:9000',
  bucket: 'lectures',
  region: 'us-east-1',
  accessKeyId: 'key',
  secretAccessKey: 'secret',
  forcePathStyle: true,
};

describe(S3ObjectStore.name, () => {
  describe('presigned URLs', () => {
    it('should point browsers at the public endpoint when one is set', async () => {
      const store = new S3ObjectStore({ ...config, publicEndpoint: 'https://media.example.org' });
      expect(await store.createUploadUrl('incoming/abc', 900)).toMatch(/^https:\/\/media\.example\.org\/lectures\/incoming\/abc\?.*X-Amz-Signature=/);
      expect(await store.directGetUrl('media/abc/original.mp3', 900)).toMatch(/^https:\/\/media\.example\.org\/lectures\/media\/abc\/original\.mp3\?/);
    });

    it('should use the service endpoint otherwise', async () => {
      const store = new S3ObjectStore(config);
      expect(await store.createUploadUrl('incoming/abc', 900)).toMatch(/^http:\/\/minio:9000\/lectures\/incoming\/abc\?/);
    });
  });
});
