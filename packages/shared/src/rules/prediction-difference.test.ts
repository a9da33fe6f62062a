import { describe, expect, it } from 'vitest';
import {
  predictionDifference,
  seatsDifferent,
  type ComparablePrediction,
} from './prediction-difference';

const seats = (entries: Record<number, number>) =>
  new Map(Object.entries(entries).map(([party, count]) => [Number(party), count]));

const base: ComparablePrediction = {
  seatsByParty: seats({ 1: 30, 2: 20 }),
  top3: [1, 2],
  captainPartyId: 1,
  countryTurnoutTenths: 785,
  firstMunicipalityId: 10,
  biggestPartyByRegion: seats({ 100: 1, 101: 2, 102: 1 }),
};

describe('seatsDifferent', () => {
  it('counts the seats that would have to move between equal totals', () => {
    expect(seatsDifferent(seats({ 1: 30, 2: 20 }), seats({ 1: 25, 2: 25 }))).toBe(5);
    expect(seatsDifferent(seats({ 1: 30, 2: 20 }), seats({ 1: 30, 2: 20 }))).toBe(0);
  });

  it('counts a party only one of the two gave seats to', () => {
    expect(seatsDifferent(seats({ 1: 50 }), seats({ 1: 40, 3: 10 }))).toBe(10);
  });

  it('counts the seats an unfinished distribution lacks', () => {
    expect(seatsDifferent(seats({ 1: 30, 2: 20 }), seats({ 1: 30 }))).toBe(20);
  });
});

describe('predictionDifference', () => {
  it('is all zero and all same against an identical prediction', () => {
    expect(predictionDifference(base, base)).toEqual({
      seats_different: 0,
      top3_shared: 2,
      same_captain: true,
      country_turnout: 0,
      same_first_municipality: true,
      biggest_party_same: 3,
    });
  });

  it('gives the turnout gap in percentage points, theirs minus yours, without float noise', () => {
    const yours = { ...base, countryTurnoutTenths: 771 };
    expect(predictionDifference(base, yours).country_turnout).toBe(1.4);
    expect(predictionDifference(yours, base).country_turnout).toBe(-1.4);
  });

  it('tells apart different answers', () => {
    const theirs: ComparablePrediction = {
      seatsByParty: seats({ 1: 20, 3: 30 }),
      top3: [3, 1],
      captainPartyId: 3,
      countryTurnoutTenths: 800,
      firstMunicipalityId: 11,
      biggestPartyByRegion: seats({ 100: 1, 101: 1 }),
    };
    expect(predictionDifference(theirs, base)).toEqual({
      seats_different: 30,
      top3_shared: 1,
      same_captain: false,
      country_turnout: 1.5,
      same_first_municipality: false,
      biggest_party_same: 1,
    });
  });

  it('says nothing about a section either of the two left empty', () => {
    const empty: ComparablePrediction = {
      seatsByParty: new Map(),
      top3: [],
      captainPartyId: null,
      countryTurnoutTenths: null,
      firstMunicipalityId: null,
      biggestPartyByRegion: new Map(),
    };
    expect(predictionDifference(empty, base)).toEqual({
      seats_different: null,
      top3_shared: null,
      same_captain: null,
      country_turnout: null,
      same_first_municipality: null,
      biggest_party_same: null,
    });
  });
});
