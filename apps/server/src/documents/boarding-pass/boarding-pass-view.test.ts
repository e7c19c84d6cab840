import { describe, expect, it } from 'vitest';
import { samplePass, seoulPass } from './boarding-pass.fixture';
import { assertBoardingPasses, boardingPassView, formatPassTime } from './boarding-pass-view';

describe('boardingPassView', () => {
  it('shows boarding and the gate’s closing on the origin airport’s clock, dated when on the evening before', () => {
    const saigon = boardingPassView(samplePass(), 'en');
    const seoul = boardingPassView(seoulPass(), 'en');

    expect([saigon.boarding, saigon.gateCloses].map(formatPassTime)).toEqual(['05:35', '05:20']);
    expect([seoul.boarding, seoul.gateCloses].map(formatPassTime)).toEqual([
      '23:25 05/12/2026',
      '23:10 05/12/2026',
    ]);
    expect(seoul.departure).toMatchObject({
      code: 'ICN',
      date: '06/12/2026',
      time: '00:05',
      offset: 'GMT+09:00',
    });
    expect(seoul.arrival).toMatchObject({
      code: 'SGN',
      date: '06/12/2026',
      time: '03:55',
      offset: 'GMT+07:00',
    });
  });

  it('names the passenger family name first, with the title when there is one', () => {
    expect(boardingPassView(samplePass(), 'vi')).toMatchObject({
      passenger: 'NGUYEN VAN AN MR',
      flight: 'VJ 121',
    });
    expect(boardingPassView(samplePass({ title: null }), 'vi').passenger).toBe('NGUYEN VAN AN');
    expect(boardingPassView(samplePass({ sequenceNumber: 42 }), 'vi').sequence).toBe('042');
  });
});

describe('assertBoardingPasses', () => {
  it('names what a caller mapped wrong', () => {
    const pass = samplePass();

    expect(() => {
      assertBoardingPasses([pass, seoulPass()]);
    }).not.toThrow();
    expect(() => {
      assertBoardingPasses([]);
    }).toThrow(TypeError);
    expect(() => {
      assertBoardingPasses([{ ...pass, boardingUtc: '2026-12-02 05:35' }]);
    }).toThrow(/boardingUtc of pass of P1 on 101/);
    expect(() => {
      assertBoardingPasses([{ ...pass, locator: 'k7qx2m' }]);
    }).toThrow(TypeError);
    expect(() => {
      assertBoardingPasses([{ ...pass, bcbp: '' }]);
    }).toThrow(/no barcode/);
  });
});
