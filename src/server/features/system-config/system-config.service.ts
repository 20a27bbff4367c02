import {
  DASHBOARD_TILE_NAMES,
  type AgencySettings,
  type AnnouncementBody,
  type DashboardTile,
  type DashboardTileName,
  type StaffAnnouncement,
  type UpdateDashboardTilesBody,
} from '@shared/system-config/system-config.schema';
import {
  type ChatSettings,
  ChatSettingsSchema,
  DEFAULT_CHAT_SETTINGS,
} from '@shared/conversations/conversations.schema';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { AppContext } from '../../lib/context';
import { type Caller, requireStaffPermission } from '../../lib/caller';
import type { Conn } from '../../db/client';
import { DEFAULT_AGENCY_SETTINGS } from '../../db/seed/reference-data';
import * as repo from './system-config.repository';

const AGENCY_NAME_KEY = 'agency_name';
const INTAKE_EMAIL_KEY = 'intake_email';
const SUPPORT_EMAIL_KEY = 'support_email';
const CHAT_SETTINGS_KEY = 'chat_settings';
const STAFF_ANNOUNCEMENT_LIMIT = 200;
const FAMILY_ANNOUNCEMENT_LIMIT = 50;

const isKnownTile = (name: string): name is DashboardTileName =>
  (DASHBOARD_TILE_NAMES as readonly string[]).includes(name);

// ---- read by the family portal (the caller checks who is asking) ---------------------------------

/** Enabled tiles by position: what the family dashboard shows at its next load. */
/**
 * Parts of the family portal's one-statement reads: the enabled tiles (`DashboardTileRef[]`), the stored intake
 * address (read it with `intakeEmailOf`) and the published announcements (`Announcement[]`, up to the `now`
 * placeholder).
 */
export const familyPortalJsonParts = {
  enabledTiles: repo.enabledTilesJson,
  intakeEmail: () => repo.settingJson(INTAKE_EMAIL_KEY),
  publishedAnnouncements: () => repo.publishedAnnouncementsJson(FAMILY_ANNOUNCEMENT_LIMIT),
  /** The stored chat settings (read them with `chatSettingsOf`). */
  chatSettings: () => repo.settingJson(CHAT_SETTINGS_KEY),
};
/** The schemas of `familyPortalJsonParts`' JSON (`checkedRows`). */
export const familyPortalJsonSchemas = {
  enabledTiles: repo.EnabledTilesJsonSchema,
  intakeEmail: repo.SettingJsonSchema,
  publishedAnnouncements: repo.PublishedAnnouncementsJsonSchema,
  chatSettings: repo.SettingJsonSchema,
};

/** The chat settings from their stored value; the defaults where none (or an unreadable one) is stored. */
export function chatSettingsOf(stored: unknown): ChatSettings {
  const parsed = ChatSettingsSchema.safeParse(stored);
  return parsed.success ? parsed.data : DEFAULT_CHAT_SETTINGS;
}

/** The chat settings for services that work without a caller (the retention job, escalation). */
export async function readChatSettings(db: Conn): Promise<ChatSettings> {
  return chatSettingsOf(await repo.findSetting(db, CHAT_SETTINGS_KEY));
}

/** An address setting from its stored value, else its default. */
const addressOf = (key: string, stored: unknown): string =>
  typeof stored === 'string' ? stored : String(DEFAULT_AGENCY_SETTINGS[key]);

/** The agency's name and the address families write to, as the documents it issues print them. */
export async function readAgencyContact(db: Conn): Promise<{ name: string; email: string }> {
  const [name, intake] = await Promise.all([
    repo.findSetting(db, AGENCY_NAME_KEY),
    repo.findSetting(db, INTAKE_EMAIL_KEY),
  ]);
  return { name: addressOf(AGENCY_NAME_KEY, name), email: intakeEmailOf(intake) };
}

/** The intake address from its stored value, else the default. */
export function intakeEmailOf(stored: unknown): string {
  return addressOf(INTAKE_EMAIL_KEY, stored);
}

/** Where Contact Support messages go now (for services that work without a caller, and any staff member). */
export async function readSupportEmail(db: Conn): Promise<string> {
  return addressOf(SUPPORT_EMAIL_KEY, await repo.findSetting(db, SUPPORT_EMAIL_KEY));
}

// ---- System Configuration (system_configuration) -------------------------------------------------

export async function listDashboardTiles(ctx: AppContext, caller: Caller): Promise<DashboardTile[]> {
  requireStaffPermission(caller, 'system_configuration');
  const rows = await repo.listTiles(ctx.db);
  return rows.flatMap((row) =>
    isKnownTile(row.componentName) ? [{ ...row, componentName: row.componentName }] : [],
  );
}

/** Enables, disables, resizes and reorders tiles in one transaction; positions stay unique across all tiles. */
export async function updateDashboardTiles(
  ctx: AppContext,
  caller: Caller,
  body: UpdateDashboardTilesBody,
): Promise<DashboardTile[]> {
  requireStaffPermission(caller, 'system_configuration');
  await ctx.db.transaction(async (tx) => {
    const current = await repo.lockTiles(tx);
    const changes = new Map(body.tiles.map((tile) => [tile.componentName as string, tile]));
    const missing = body.tiles.filter(
      (tile) => !current.some((row) => row.componentName === tile.componentName),
    );
    if (missing.length > 0) {
      throw new AppError('NOT_FOUND', {
        message: `Unknown tile: ${missing.map((t) => t.componentName).join(', ')}`,
      });
    }
    const positions = current.map(
      (row) => changes.get(row.componentName)?.positionOrder ?? row.positionOrder,
    );
    if (new Set(positions).size !== positions.length) {
      throw new AppError('VALIDATION_FAILED', { message: 'Positions must be unique across all tiles.' });
    }
    for (const tile of body.tiles) {
      await repo.updateTile(tx, tile.componentName, {
        isEnabled: tile.isEnabled,
        gridSize: tile.gridSize,
        positionOrder: tile.positionOrder,
      });
    }
    await writeAudit(tx, caller.actor, {
      action: 'system.dashboard_tiles_updated',
      objectType: 'dashboard_configuration',
      details: { tiles: body.tiles },
    });
  });
  return listDashboardTiles(ctx, caller);
}

export async function getAgencySettings(ctx: AppContext, caller: Caller): Promise<AgencySettings> {
  requireStaffPermission(caller, 'system_configuration');
  const agency = await readAgencyContact(ctx.db);
  return { agencyName: agency.name, intakeEmail: agency.email, supportEmail: await readSupportEmail(ctx.db) };
}

export async function updateAgencySettings(
  ctx: AppContext,
  caller: Caller,
  body: AgencySettings,
): Promise<AgencySettings> {
  requireStaffPermission(caller, 'system_configuration');
  await ctx.db.transaction(async (tx) => {
    await repo.upsertSetting(tx, AGENCY_NAME_KEY, body.agencyName);
    await repo.upsertSetting(tx, INTAKE_EMAIL_KEY, body.intakeEmail);
    await repo.upsertSetting(tx, SUPPORT_EMAIL_KEY, body.supportEmail);
    await writeAudit(tx, caller.actor, {
      action: 'system.settings_updated',
      objectType: 'agency_setting',
      details: body,
    });
  });
  return body;
}

/** Business hours, time zone, emergency numbers and transcript retention (System Configuration). */
export async function getChatSettings(ctx: AppContext, caller: Caller): Promise<ChatSettings> {
  requireStaffPermission(caller, 'system_configuration');
  return readChatSettings(ctx.db);
}

export async function updateChatSettings(
  ctx: AppContext,
  caller: Caller,
  body: ChatSettings,
): Promise<ChatSettings> {
  requireStaffPermission(caller, 'system_configuration');
  await ctx.db.transaction(async (tx) => {
    await repo.upsertSetting(tx, CHAT_SETTINGS_KEY, body);
    await writeAudit(tx, caller.actor, {
      action: 'system.chat_settings_updated',
      objectType: 'agency_setting',
      objectId: CHAT_SETTINGS_KEY,
      details: { timeZone: body.timeZone, retentionDays: body.retentionDays },
    });
  });
  return body;
}

const announcementNotFound = () => new AppError('NOT_FOUND', { message: 'No announcement with this id.' });

type AnnouncementRow = NonNullable<Awaited<ReturnType<typeof repo.findAnnouncement>>>;

function toStaffAnnouncement(row: AnnouncementRow): StaffAnnouncement {
  return {
    ...row,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

async function requireAnnouncement(ctx: AppContext, id: string): Promise<StaffAnnouncement> {
  const row = await repo.findAnnouncement(ctx.db, id);
  if (!row) throw announcementNotFound();
  return toStaffAnnouncement(row);
}

export async function listAnnouncements(ctx: AppContext, caller: Caller): Promise<StaffAnnouncement[]> {
  requireStaffPermission(caller, 'system_configuration');
  return (await repo.listAnnouncements(ctx.db, STAFF_ANNOUNCEMENT_LIMIT)).map(toStaffAnnouncement);
}

/** publishedAt omitted publishes now; null keeps a draft. */
export async function createAnnouncement(ctx: AppContext, caller: Caller, body: AnnouncementBody) {
  const staff = requireStaffPermission(caller, 'system_configuration');
  const id = await ctx.db.transaction(async (tx) => {
    const publishedAt =
      body.publishedAt === undefined
        ? ctx.now()
        : body.publishedAt === null
          ? null
          : new Date(body.publishedAt);
    const created = await repo.insertAnnouncement(tx, { ...body, publishedAt, createdBy: staff.userId });
    await writeAudit(tx, caller.actor, {
      action: 'announcement.created',
      objectType: 'announcement',
      objectId: created,
      details: { title: body.title },
    });
    return created;
  });
  return requireAnnouncement(ctx, id);
}

/** publishedAt omitted keeps the current publication time; null turns it back into a draft. */
export async function updateAnnouncement(
  ctx: AppContext,
  caller: Caller,
  id: string,
  body: AnnouncementBody,
) {
  requireStaffPermission(caller, 'system_configuration');
  await ctx.db.transaction(async (tx) => {
    const { publishedAt, ...rest } = body;
    const values =
      publishedAt === undefined
        ? rest
        : { ...rest, publishedAt: publishedAt === null ? null : new Date(publishedAt) };
    if (!(await repo.updateAnnouncement(tx, id, values))) throw announcementNotFound();
    await writeAudit(tx, caller.actor, {
      action: 'announcement.updated',
      objectType: 'announcement',
      objectId: id,
      details: { title: body.title },
    });
  });
  return requireAnnouncement(ctx, id);
}

export async function deleteAnnouncement(ctx: AppContext, caller: Caller, id: string) {
  requireStaffPermission(caller, 'system_configuration');
  await ctx.db.transaction(async (tx) => {
    const deleted = await repo.deleteAnnouncement(tx, id);
    if (!deleted) throw announcementNotFound();
    await writeAudit(tx, caller.actor, {
      action: 'announcement.deleted',
      objectType: 'announcement',
      objectId: id,
      details: { title: deleted.title },
    });
  });
}
