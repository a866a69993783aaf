import { SCHEDULE_MESSAGES, type NicheSummary, type Schedule } from '@fathom/contract';
import { Input, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { CompetitorPickerDialog } from '../../competitor-pickers/components/CompetitorPickerDialog';
import { HeroAsinPicker } from '../../competitor-pickers/components/HeroAsinPicker';
import { LockedCountSelect } from '../../competitor-pickers/components/LockedCountSelect';
import { NicheSubtitle } from '../../../entities/niches/NicheSubtitle';
import { SelectionLinks } from '../../competitor-pickers/components/SelectionLinks';
import { usePickerRows } from '../../competitor-pickers/hooks/use-picker-rows';
import { useScheduleChanges } from '../hooks/use-schedule-changes';
import { useScheduleForm } from '../hooks/use-schedule-form';
import { scheduleTitle, validateSchedule } from '../lib/schedule-form';
import { ScheduleFooter } from './ScheduleFooter';
import { ScheduleStatus } from './ScheduleStatus';
import { ScheduleTimingFields } from './ScheduleTimingFields';

const TYPES = [
  { value: 'NicheDive', label: 'Niche' },
  { value: 'SameCompetitors', label: 'Regular' },
];

type Picker = 'NONE' | 'LOCK' | 'EXCLUDE';

/** The niche's own locks are kept by every run: the schedule's lock dialog cannot unlock them. */
const NICHE_LOCK_MARK = 'Locked in niche';
const NICHE_LOCKS_HELP = 'Each AutoDive keeps the competitors locked in the niche.';

interface ScheduleDialogsProps {
  niche: NicheSummary;
  saved: Schedule | null;
  storedExclusions: string[];
  onClose: () => void;
}

/** The schedule form with its lock and exclude sub-dialogs. */
export function ScheduleDialogs({ niche, saved, storedExclusions, onClose }: ScheduleDialogsProps) {
  const s = useScheduleForm(niche, saved, storedExclusions);
  const { form, update } = s;
  const [picker, setPicker] = useState<Picker>('NONE');
  const { save, cancel } = useScheduleChanges(niche.id);
  const rows = usePickerRows(s.competitors, form.excluded, niche.marketplace);
  const hero = s.pick.status === 'resolved' ? s.pick.asin : null;
  const exists = saved !== null;
  const nicheType = form.type === 'NicheDive';

  const submit = () => {
    const errors = validateSchedule(form, s.pick.status === 'resolved');
    if (errors.hero || errors.day) return s.setErrors(errors);
    save.mutate(s.body, {
      onSuccess: () => {
        notifySuccess(exists ? SCHEDULE_MESSAGES.rescheduled : SCHEDULE_MESSAGES.scheduled);
        onClose();
      },
      onError: (error) =>
        notifyError(
          exists ? SCHEDULE_MESSAGES.rescheduleFailed : SCHEDULE_MESSAGES.scheduleFailed,
          error,
        ),
    });
  };

  const cancelSchedule = () =>
    cancel.mutate(undefined, {
      onSuccess: () => {
        notifySuccess(SCHEDULE_MESSAGES.canceled);
        update({ heroInput: '', count: null });
        onClose();
      },
      onError: (error) => notifyError(SCHEDULE_MESSAGES.cancelFailed, error),
    });

  const blockedFor = (other: string[], mark: string, fixed: string[] = []) =>
    new Map<string, string>([
      ...other.map((asin): [string, string] => [asin, mark]),
      ...fixed.map((asin): [string, string] => [asin, NICHE_LOCK_MARK]),
      ...(hero ? [[hero, 'Hero'] as [string, string]] : []),
    ]);

  return (
    <Modal.Stack>
      <Modal
        opened
        stackId="schedule"
        onClose={onClose}
        title={scheduleTitle(saved)}
        size={480}
        centered
        radius="md"
      >
        <Stack gap="sm">
          <NicheSubtitle niche={niche} />
          {saved ? <ScheduleStatus schedule={saved} /> : null}
          <Input.Wrapper label="AutoDive type">
            <SegmentedControl
              fullWidth
              mt={4}
              data={TYPES}
              value={form.type}
              onChange={(value) =>
                update(
                  { type: value === 'SameCompetitors' ? 'SameCompetitors' : 'NicheDive' },
                  'all',
                )
              }
              aria-label="AutoDive type"
            />
          </Input.Wrapper>
          <ScheduleTimingFields
            interval={form.interval}
            dayOfWeek={form.dayOfWeek}
            dayOfMonth={form.dayOfMonth}
            dayError={s.errors.day}
            onInterval={(interval) =>
              update(
                { interval, dayOfWeek: form.dayOfWeek ?? (interval === 'Monthly' ? null : 1) },
                'day',
              )
            }
            onDayOfWeek={(dayOfWeek) => update({ dayOfWeek })}
            onDayOfMonth={(dayOfMonth) => update({ dayOfMonth }, 'day')}
          />
          {nicheType ? (
            <>
              <HeroAsinPicker
                competitors={s.competitors}
                value={form.heroInput}
                onChange={(heroInput) => update({ heroInput }, 'all')}
                pick={s.pick}
                error={s.errors.hero}
              />
              <LockedCountSelect
                value={s.count}
                choices={s.choices}
                lockedCount={s.locked.length}
                onChange={(count) => update({ count }, 'all')}
              />
              <SelectionLinks
                lockedCount={s.locked.length}
                excludedCount={form.excluded.length}
                onLock={() => setPicker('LOCK')}
                onExclude={() => setPicker('EXCLUDE')}
                disabled={!s.competitors}
              >
                {s.nicheLocks.length > 0 ? NICHE_LOCKS_HELP : null}
              </SelectionLinks>
            </>
          ) : (
            <Text fz="sm" c="dimmed">
              Each AutoDive dives the niche again with its current {s.count} competitors.
            </Text>
          )}
          <ScheduleFooter
            summary={s.summary}
            nextDate={s.nextDate}
            exists={exists}
            blocked={s.blocked}
            saving={save.isPending || (nicheType && s.pick.status === 'pending')}
            canceling={cancel.isPending}
            canCancel={niche.canManage}
            onSave={submit}
            onCancelSchedule={cancelSchedule}
          />
        </Stack>
      </Modal>
      <CompetitorPickerDialog
        kind="lock"
        stackId="schedule-lock"
        opened={picker === 'LOCK'}
        rows={rows?.slice(0, s.competitors?.length ?? 0)}
        committed={s.locked}
        blocked={blockedFor(form.excluded, 'Excluded', s.nicheLocks)}
        max={s.choices.max}
        onConfirm={(locked) => {
          update({
            locked: locked.filter((asin) => !s.nicheLocks.includes(asin)),
            excluded: form.excluded.filter((asin) => !locked.includes(asin)),
          });
          setPicker('NONE');
        }}
        onClose={() => setPicker('NONE')}
      />
      <CompetitorPickerDialog
        kind="exclude"
        stackId="schedule-exclude"
        opened={picker === 'EXCLUDE'}
        rows={rows}
        committed={form.excluded}
        blocked={blockedFor(s.locked, 'Locked')}
        onConfirm={(excluded) => {
          update({ excluded, locked: form.locked.filter((asin) => !excluded.includes(asin)) });
          setPicker('NONE');
        }}
        onClose={() => setPicker('NONE')}
      />
    </Modal.Stack>
  );
}
