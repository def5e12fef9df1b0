import { describe, expect, it } from 'vitest';
import { auditMedians, distanceToCopy, languageVersionPath } from './copy-distance.ts';

describe('auditMedians', () => {
  it('takes each metric’s own median, not one run’s', () => {
    const runs = [
      { score: 90, blockingMs: 10, lcpMs: 2_000 },
      { score: 70, blockingMs: 300, lcpMs: 2_400 },
      { score: 88, blockingMs: 40, lcpMs: 3_900 },
      { score: 91, blockingMs: 20, lcpMs: 2_100 },
      { score: 85, blockingMs: 60, lcpMs: 2_200 },
    ];
    expect(auditMedians(runs)).toEqual({ score: 88, blockingMs: 40, lcpMs: 2_200 });
  });
});

describe('distanceToCopy', () => {
  const copy = { score: 95, blockingMs: 30, lcpMs: 1_800 };

  it('is within the goal up to 1 point and 50 ms behind the copy', () => {
    expect(distanceToCopy({ score: 94, blockingMs: 80, lcpMs: 1_900 }, copy)).toEqual({
      points: 1,
      blockingMs: 50,
      withinGoal: true,
    });
  });

  it('is over it by 2 points, or by 51 ms of blocking time', () => {
    expect(distanceToCopy({ score: 93, blockingMs: 30, lcpMs: 1_800 }, copy).withinGoal).toBe(
      false,
    );
    expect(distanceToCopy({ score: 95, blockingMs: 81, lcpMs: 1_800 }, copy).withinGoal).toBe(
      false,
    );
  });

  it('counts a page ahead of its copy as a negative distance', () => {
    expect(distanceToCopy({ score: 97, blockingMs: 0, lcpMs: 1_700 }, copy)).toEqual({
      points: -2,
      blockingMs: -30,
      withinGoal: true,
    });
  });
});

describe('languageVersionPath', () => {
  const html = `<head><link rel="canonical" href="http://127.0.0.1:8792/terms-and-conditions"/>
<link rel="alternate" hrefLang="en" href="http://127.0.0.1:8792/terms-and-conditions"/>
<link rel="alternate" hrefLang="pl-PL" href="http://127.0.0.1:8792/pl/regulamin"/>
<link rel="alternate" hrefLang="el-GR" href="http://127.0.0.1:8792/el/oroi-kai-proypotheseis"/>
<link rel="alternate" hrefLang="x-default" href="http://127.0.0.1:8792/terms-and-conditions"/></head>`;

  it('finds the page’s own slug in each language from its alternates', () => {
    expect(languageVersionPath(html, 'el')).toBe('/el/oroi-kai-proypotheseis');
    expect(languageVersionPath(html, 'pl')).toBe('/pl/regulamin');
    expect(languageVersionPath(html, 'en')).toBe('/terms-and-conditions');
  });

  it('finds none where the page names no version in that language', () => {
    expect(languageVersionPath(html, 'de')).toBeUndefined();
    expect(languageVersionPath('<head></head>', 'el')).toBeUndefined();
  });
});
