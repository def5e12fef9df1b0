import { describe, expect, it } from 'vitest';
import { parseStudioDeployment } from './studio-deployment';

const deployment = {
  projectId: 'local',
  dataset: 'production',
  apiHost: 'http://localhost:8787',
  tokenSignIn: true,
  markets: [
    { language: 'de', country: 'DE', name: 'German (Germany)', base: 'http://de.localhost:8787' },
  ],
};

describe('the deployment the worker writes into the Studio’s page', () => {
  it('is read back as written', () => {
    expect(parseStudioDeployment(JSON.stringify(deployment))).toEqual(deployment);
  });

  it.each([
    ['no content', undefined],
    ['no JSON', '{'],
    ['no project', JSON.stringify({ ...deployment, projectId: '' })],
    ['an API host that is no URL', JSON.stringify({ ...deployment, apiHost: 'local' })],
    [
      'a market without a base URL',
      JSON.stringify({ ...deployment, markets: [{ language: 'de' }] }),
    ],
  ])('is none with %s', (_, content) => {
    expect(parseStudioDeployment(content)).toBeUndefined();
  });
});
