import request from 'supertest';
import { approve, patchContent, uploadMedia, type Agent } from './seed-content';

export interface SeedItem {
  title: string;
  speaker: string | null;
  tags: string[];
  publish: boolean;
}

/** A small library: 7 published lectures over three speakers (one unnamed) and one still processing. */
export const LIBRARY: SeedItem[] = [
  { title: 'Tafsir of Surah Al-Fatiha', speaker: 'Shaykh Ahmad', tags: ['Tafsir', 'Quran'], publish: true },
  { title: 'Rulings of Fasting', speaker: 'Ustadha Maryam', tags: ['Fiqh', 'Ramadan'], publish: true },
  { title: 'Friday Sermon on Mercy', speaker: 'Shaykh Ahmad', tags: ['Friday Sermon'], publish: true },
  { title: 'Seerah: The Early Years', speaker: 'Dr. Yusuf', tags: ['Seerah'], publish: true },
  { title: 'Hadith Studies 1', speaker: 'Dr. Yusuf', tags: ['Hadith', 'Lecture Series'], publish: true },
  { title: 'Hadith Studies 2', speaker: null, tags: ['Hadith', 'Lecture Series'], publish: true },
  { title: 'Untagged Reflections', speaker: 'Ustadha Maryam', tags: [], publish: true },
  { title: 'Still Processing', speaker: 'Dr. Yusuf', tags: ['Quran'], publish: false },
];

/** Each item lasts 30 minutes (as registered), so 8 items make 4 hours. */
export const SEED_DURATION_SECONDS = 1800;

/** Uploads (through the HTTP flow), tags and publishes the items in order; returns their ids. */
export async function seedLibrary(agent: Agent, mp3: string, items: SeedItem[] = LIBRARY): Promise<string[]> {
  const ids: string[] = [];
  for (const item of items) {
    const content = await uploadMedia(agent, { file: mp3, mimeType: 'audio/mpeg', title: item.title, durationSeconds: SEED_DURATION_SECONDS });
    await patchContent(agent, content.id, { speaker: item.speaker, tags: item.tags, description: `About ${item.title.toLowerCase()}.` });
    if (item.publish) await approve(agent, content.id);
    ids.push(content.id);
  }
  return ids;
}

/** Registers a non-first user over HTTP and returns its signed-in agent. */
export async function signUpAs(baseUrl: string, username: string, role: 'contributor' | 'viewer'): Promise<Agent> {
  const agent = request.agent(baseUrl);
  await agent.post('/api/auth/register').send({ username, password: 'tranquil-orchard-1', confirmPassword: 'tranquil-orchard-1', fullName: null, role }).expect(201);
  return agent;
}
