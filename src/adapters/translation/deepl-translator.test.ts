import { describe, expect, it } from 'vitest';
import { deeplTranslator } from './deepl-translator';

interface Sent {
  url: string;
  headers: Headers;
  body: { text: string[]; source_lang: string; target_lang: string };
}

function fakeDeepl(answer: (body: Sent['body']) => Response) {
  const sent: Sent[] = [];
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as Sent['body'];
    sent.push({ url: String(input), headers: new Headers(init?.headers), body });
    return answer(body);
  }) as typeof fetch;
  return { sent, fetcher };
}

const echo = (body: Sent['body']) =>
  Response.json({
    translations: body.text.map((text) => ({ text: `${body.target_lang}:${text}` })),
  });

describe('the DeepL translator', () => {
  it("calls DeepL's translate endpoint with the key, from English, 50 texts at a time", async () => {
    const { sent, fetcher } = fakeDeepl(echo);
    const texts = Array.from({ length: 60 }, (_, index) => `text ${index}`);
    const translated = await deeplTranslator('secret:fx', fetcher).translate(texts, 'de');
    expect(translated[0]).toBe('DE:text 0');
    expect(translated[59]).toBe('DE:text 59');
    expect(sent.map((call) => call.body.text.length)).toEqual([50, 10]);
    expect(sent[0]?.url).toBe('https://api-free.deepl.com/v2/translate');
    expect(sent[0]?.headers.get('Authorization')).toBe('DeepL-Auth-Key secret:fx');
    expect(sent[0]?.body).toMatchObject({ source_lang: 'EN', target_lang: 'DE' });

    const pro = fakeDeepl(echo);
    await deeplTranslator('secret', pro.fetcher).translate(['x'], 'el');
    expect(pro.sent[0]?.url).toBe('https://api.deepl.com/v2/translate');
  });

  it('says what DeepL answered when it refuses', async () => {
    const { fetcher } = fakeDeepl(() => new Response('Quota exceeded', { status: 456 }));
    await expect(deeplTranslator('secret', fetcher).translate(['x'], 'fi')).rejects.toThrow(
      'DeepL answered 456: Quota exceeded',
    );
  });
});
