/**
 * The estimate's life (issue 30): staff write its lines, send it, and the
 * customer approves or declines it from the tracking link (or staff record
 * an answer given on the phone). A change of lines after sending makes it a
 * draft again: a revised estimate needs a new answer. Each step locks the
 * repair's row and writes its activity entry (and message) in one transaction.
 */
import { eq } from 'drizzle-orm';
import { estimateMessages } from '@shared/repairs/estimate-messages';
import {
  estimateTotalPennies,
  type EstimateChannel,
  type EstimateState,
} from '@shared/repairs/estimates';
import { formatGBP } from '@shared/money';
import { repairTitle } from '@shared/repairs/schemas';
import type { RepairStatus } from '@shared/repairs/values';
import type { Db, Tx } from '../../db/client';
import { repairEstimateLines, repairs, type Repair } from '../../db/schema';
import { conflict } from '../../http-error';
import { recordActivity } from '../activity/repository';
import { changedFields } from '../audit/record';
import { decimal, estimateLinesOf, type BillLine } from './bill';
import { recordRepairStatus } from './status-history';

export type RepairKey = { id: string } | { trackingCode: string };

/** The repair's row, locked for the rest of the transaction; null if none. */
export async function lockRepair(tx: Tx, key: RepairKey): Promise<Repair | null> {
  const where = 'id' in key ? eq(repairs.id, key.id) : eq(repairs.trackingCode, key.trackingCode);
  const [row] = await tx.select().from(repairs).where(where).for('update');
  return row ?? null;
}

const finished: readonly RepairStatus[] = ['ready', 'collected', 'cancelled'];

export type NewLine = {
  kind: string;
  description: string;
  quantity: number;
  unitPrice: number;
};

/** The estimate's lines as the audit trail shows them: prices in pounds, as written. */
const linesForAudit = (lines: readonly (Omit<BillLine, 'kind'> & { kind: string })[]) =>
  lines.map((line) => ({
    kind: line.kind,
    description: line.description,
    quantity: line.quantity,
    unitPrice: decimal(line.unitPricePennies),
  }));

/** Replaces the estimate's lines; the estimate becomes a draft (again). */
export async function saveEstimate(
  db: Db,
  id: string,
  lines: readonly NewLine[],
  actorId: string,
): Promise<Repair | null> {
  return db.transaction(async (tx) => {
    const row = await lockRepair(tx, { id });
    if (!row) return null;
    if (finished.includes(row.status as RepairStatus)) throw conflict(estimateMessages.locked);
    const linesBefore = await estimateLinesOf(tx, id);
    await tx.delete(repairEstimateLines).where(eq(repairEstimateLines.repairId, id));
    await tx.insert(repairEstimateLines).values(
      lines.map((line, position) => ({
        repairId: id,
        position,
        kind: line.kind,
        description: line.description,
        quantity: line.quantity,
        unitPrice: decimal(line.unitPrice),
      })),
    );
    const revised = row.estimateState !== null && row.estimateState !== 'draft';
    const [updated] = await tx
      .update(repairs)
      .set({
        estimateState: 'draft',
        estimateDecidedAt: null,
        estimateDecidedBy: null,
        estimateChannel: null,
      })
      .where(eq(repairs.id, id))
      .returning();
    const total = estimateTotalPennies(
      lines.map((line) => ({ quantity: line.quantity, unitPricePennies: line.unitPrice })),
    );
    const linesAfter = lines.map((line) => ({ ...line, unitPricePennies: line.unitPrice }));
    await recordActivity(tx, {
      type: 'repair',
      description: `${revised ? 'Estimate revised' : 'Estimate written'}: ${repairTitle(row)}`,
      customerName: row.customerName,
      amount: decimal(total),
      status: row.status,
      actorId,
      entityId: id,
      action: revised ? 'repair.estimate_revised' : 'repair.estimate_written',
      changes: changedFields(
        { ...row, estimateLines: linesForAudit(linesBefore) },
        { ...updated!, estimateLines: linesForAudit(linesAfter) },
      ),
    });
    return updated!;
  });
}

export type EstimateSentNotice = (tx: Tx, repair: Repair, revised: boolean) => Promise<void>;

/** Sends the draft: a new version, waiting for the customer's answer. */
export async function sendEstimate(
  db: Db,
  id: string,
  diagnosticFeePennies: number,
  actorId: string,
  notify?: EstimateSentNotice,
): Promise<Repair | null> {
  return db.transaction(async (tx) => {
    const row = await lockRepair(tx, { id });
    if (!row) return null;
    if (finished.includes(row.status as RepairStatus)) throw conflict(estimateMessages.locked);
    const lines = await estimateLinesOf(tx, id);
    if (lines.length === 0) throw conflict(estimateMessages.noLines);
    if (row.estimateState !== 'draft') {
      throw conflict('This estimate was already sent: change its lines to send a revised one.');
    }
    const total = estimateTotalPennies(lines);
    const [updated] = await tx
      .update(repairs)
      .set({
        estimateState: 'sent',
        estimateVersion: row.estimateVersion + 1,
        estimateSentAt: new Date(),
        diagnosticFee: decimal(diagnosticFeePennies),
        // The one figure older screens and messages show.
        estimatedCost: decimal(total),
      })
      .where(eq(repairs.id, id))
      .returning();
    const revised = row.estimateVersion > 0;
    await recordActivity(tx, {
      type: 'repair',
      description: `${revised ? 'Revised estimate sent' : 'Estimate sent'} (${formatGBP(decimal(total))}): ${repairTitle(row)}`,
      customerName: row.customerName,
      amount: decimal(total),
      status: row.status,
      actorId,
      entityId: id,
      action: 'repair.estimate_sent',
      changes: changedFields(row, updated!),
    });
    await notify?.(tx, updated!, revised);
    return updated!;
  });
}

export type EstimateAnswer = {
  answer: Extract<EstimateState, 'approved' | 'declined'>;
  channel: EstimateChannel;
  decidedBy: string;
  at: Date;
  actorId: string | null;
};

/**
 * The customer's answer to the estimate waiting for one. A decline ends the
 * work: the device is ready to collect, not repaired, and the bill is the
 * diagnostic fee.
 */
export async function answerEstimate(
  db: Db,
  key: RepairKey,
  input: EstimateAnswer,
): Promise<Repair | null> {
  return db.transaction(async (tx) => {
    const row = await lockRepair(tx, key);
    if (!row) return null;
    if (row.estimateState !== 'sent') throw conflict(estimateMessages.notSent);
    const declined = input.answer === 'declined';
    const [updated] = await tx
      .update(repairs)
      .set({
        estimateState: input.answer,
        estimateChannel: input.channel,
        estimateDecidedBy: input.decidedBy,
        estimateDecidedAt: input.at,
        ...(declined ? { status: 'ready', readyAt: new Date() } : {}),
      })
      .where(eq(repairs.id, row.id))
      .returning();
    if (declined && row.status !== 'ready') await recordRepairStatus(tx, row.id, 'ready');
    await recordActivity(tx, {
      type: 'repair',
      description: `Estimate ${input.answer} (${input.channel === 'phone' ? `by phone: ${input.decidedBy}` : 'tracking link'}): ${repairTitle(row)}`,
      customerName: row.customerName,
      amount: declined ? row.diagnosticFee : row.estimatedCost,
      status: updated!.status,
      actorId: input.actorId,
      entityId: row.id,
      action: `repair.estimate_${input.answer}`,
      changes: changedFields(row, updated!),
    });
    return updated!;
  });
}
