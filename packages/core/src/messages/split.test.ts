import { describe, expect, it } from 'vitest';
import { enCatalogue } from './en';
import { message } from './message';
import { specCatalogue } from './spec';
import {
  catalogueAreas,
  loadCatalogueAreas,
  splitCatalogue,
  splitEnCatalogue,
  splitSpecCatalogue,
} from './split';

describe('a catalogue split by screen area', () => {
  it('holds the shell at once and a screen area only once it is loaded', async () => {
    const table = splitSpecCatalogue();
    expect(message(table, 'title.loanConfirm')).toBe('Confirm loan');
    expect(message(table, 'kit.close')).toBe('Close');
    expect(message(table, 'loan.amount')).toBe('loan.amount');
    await loadCatalogueAreas(table, ['loan']);
    expect(message(table, 'loan.amount')).toBe(specCatalogue['loan.amount']);
    expect(message(table, 'repayment.amountToPay')).toBe('repayment.amountToPay');
  });
  it('is, with every area loaded, exactly the whole catalogue', async () => {
    const spec = splitSpecCatalogue();
    const en = splitEnCatalogue();
    await Promise.all([loadCatalogueAreas(spec, catalogueAreas), loadCatalogueAreas(en, catalogueAreas)]);
    expect(spec).toEqual(specCatalogue);
    expect(en).toEqual(enCatalogue);
  });
  it("lays a brand's own words over the English ones, in the shell and in each area as it loads", async () => {
    const table = splitEnCatalogue({ 'bank.cardType1': 'UPI', 'repayment.payAtStore': 'Pay as a bill' });
    expect(message(table, 'bank.cardType1')).toBe('UPI');
    await loadCatalogueAreas(table, catalogueAreas);
    expect(message(table, 'repayment.payAtStore')).toBe('Pay as a bill');
    expect({ ...table, 'bank.cardType1': enCatalogue['bank.cardType1'] }).toEqual({
      ...enCatalogue,
      'repayment.payAtStore': 'Pay as a bill',
    });
  });
  it('loads an area once, and again after a failed download', async () => {
    let calls = 0;
    let fail = true;
    const table = splitCatalogue(
      {},
      {
        loan: async () => {
          calls++;
          if (fail) throw new Error('offline');
          return { 'loan.amount': 'Amount' };
        },
        loanExtras: async () => ({}),
        repayment: async () => ({}),
        complaint: async () => ({}),
        service: async () => ({}),
        promotion: async () => ({}),
      },
    );
    await expect(loadCatalogueAreas(table, ['loan'])).rejects.toThrow('offline');
    fail = false;
    await loadCatalogueAreas(table, ['loan']);
    await loadCatalogueAreas(table, ['loan']);
    expect(calls).toBe(2);
    expect(message(table, 'loan.amount')).toBe('Amount');
  });
  it('leaves a whole catalogue as it is', async () => {
    await loadCatalogueAreas(enCatalogue, catalogueAreas);
    expect(Object.keys(enCatalogue)).toEqual(Object.keys(specCatalogue));
  });
});
