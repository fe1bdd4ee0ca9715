import { incomingKeyFromUrl } from './upload-url';

const key = 'incoming/0b0c5f7e-3d1a-4c7e-9a55-2f1f8d0e6a11';

describe(incomingKeyFromUrl.name, () => {
  it('should read the key of a disk upload URL, with or without its query', () => {
    expect(incomingKeyFromUrl(`/api/objects/put/${key}?expires=1&sig=abc`)).toBe(key);
    expect(incomingKeyFromUrl(`/api/objects/put/${key}`)).toBe(key);
  });

  it('should read the key of path-style and host-style presigned S3 URLs', () => {
    expect(incomingKeyFromUrl(`http://minio:9000/lectures/${key}?X-Amz-Signature=x`)).toBe(key);
    expect(incomingKeyFromUrl(`https://lectures.s3.eu-west-1.amazonaws.com/${key}?X-Amz-Date=1`)).toBe(key);
  });

  it("should read the key of a resumable upload's URL, relative or absolute", () => {
    const id = key.slice('incoming/'.length);
    expect(incomingKeyFromUrl(`/api/uploads/${id}`)).toBe(key);
    expect(incomingKeyFromUrl(`https://lectures.example.org/api/uploads/${id}`)).toBe(key);
    expect(incomingKeyFromUrl(`/api/uploads/${id}/../${id}`)).toBe(key);
    expect(incomingKeyFromUrl(`/api/uploads/${id}x`)).toBeNull();
    expect(incomingKeyFromUrl(`/other/api/uploads/${id}`)).toBeNull();
  });

  it('should refuse URLs that name no upload', () => {
    expect(incomingKeyFromUrl('/api/media/media/x/original.mp3')).toBeNull();
    expect(incomingKeyFromUrl(`/api/objects/put/${key}/../../etc/passwd`)).toBeNull();
    expect(incomingKeyFromUrl('http://[bad')).toBeNull();
    expect(incomingKeyFromUrl('')).toBeNull();
  });
});
