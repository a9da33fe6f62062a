import { describe, expect, it } from 'vitest';
import {
  resultsBeforeDeadlineMessage,
  resultsEntryNeedsConfirmation,
  resultsVisibleToPlayers,
} from './results-visibility';

const election = { predictionsDeadline: new Date('2029-03-20T19:59:00Z') };
const at = (iso: string) => new Date(iso);

describe('resultsVisibleToPlayers', () => {
  it('hides results while predictions are open and shows them from the deadline itself', () => {
    expect(resultsVisibleToPlayers(election, at('2029-03-20T19:58:59.999Z'))).toBe(false);
    expect(resultsVisibleToPlayers(election, at('2029-03-20T19:59:00Z'))).toBe(true);
    expect(resultsVisibleToPlayers(election, at('2029-03-21T08:00:00Z'))).toBe(true);
  });

  it('reads a deadline given as the contract gives it, an ISO string', () => {
    const fromJson = { predictionsDeadline: '2029-03-20T19:59:00.000Z' };
    expect(resultsVisibleToPlayers(fromJson, at('2029-03-20T19:00:00Z'))).toBe(false);
    expect(resultsVisibleToPlayers(fromJson, at('2029-03-20T20:00:00Z'))).toBe(true);
  });
});

describe('resultsEntryNeedsConfirmation', () => {
  it('asks for a confirmation exactly while players cannot see the results', () => {
    expect(resultsEntryNeedsConfirmation(election, at('2029-03-20T19:58:00Z'))).toBe(true);
    expect(resultsEntryNeedsConfirmation(election, at('2029-03-20T19:59:00Z'))).toBe(false);
  });
});

describe('resultsBeforeDeadlineMessage', () => {
  it('names the deadline in Amsterdam time and asks to confirm', () => {
    expect(resultsBeforeDeadlineMessage(election.predictionsDeadline)).toBe(
      'De voorspellingen zijn nog open tot dinsdag 20 maart 2029 om 20:59. ' +
        'Bevestig dat je nu al uitslagen wilt invoeren.',
    );
  });
});
