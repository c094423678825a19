import Popover from '@mui/material/Popover';
import type { Theme } from '@mui/material/styles';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';

/**
 * The pop-up halves of the date, time and month fields (components/form/DateField.tsx and its
 * siblings), loaded when one is first opened: MUI X's calendar (an ARIA grid: arrows, Home/End,
 * PageUp/PageDown, Enter), month grid and 15-minute time list (an ARIA listbox), in a popover that is a
 * modal dialog (Esc closes it, the focus returns to the field's button). Japanese through the signed-in
 * layout's LocalizationProvider (dayjs 'ja': weeks from 日曜, as the product's calendars always were).
 */

type Shell = {
  anchorEl: HTMLElement;
  /** The dialog's name, e.g. 配送日の選択. */
  title: string;
  onClose: () => void;
  children: ReactNode;
};

function PickerDialog({ anchorEl, title, onClose, children }: Shell) {
  return (
    <Popover
      open
      anchorEl={anchorEl}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { role: 'dialog', 'aria-modal': true, 'aria-label': title } }}
    >
      {children}
    </Popover>
  );
}

/** On a phone, days and months are 44 px touch targets. */
const phoneCalendar = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: {
    width: 7 * 44 + 16,
    height: 'auto',
    maxHeight: 'none',
    '& .MuiDayCalendar-weekDayLabel, & .MuiPickersDay-root': { width: 44, height: 44, margin: 0 },
    '& .MuiDayCalendar-slideTransition': { minHeight: 6 * 44 },
    '& .MuiPickersCalendarHeader-switchViewButton, & .MuiPickersArrowSwitcher-button': {
      minWidth: 44,
      minHeight: 44,
    },
    '& .MuiMonthCalendar-button, & .MuiYearCalendar-button': { minHeight: 44 },
  },
});

type CalendarProps = Omit<Shell, 'children'> & {
  /** YYYY-MM-DD shown selected, or null. */
  value: string | null;
  min: string;
  max: string;
  disableFuture?: boolean;
  onPick: (date: string) => void;
};

export function CalendarPopover({ value, min, max, disableFuture, onPick, ...shell }: CalendarProps) {
  return (
    <PickerDialog {...shell}>
      <DateCalendar
        autoFocus
        value={value ? dayjs(value) : null}
        minDate={dayjs(min)}
        maxDate={dayjs(max)}
        disableFuture={disableFuture}
        onChange={(picked, state) => {
          if (picked?.isValid() && state === 'finish') onPick(picked.format('YYYY-MM-DD'));
        }}
        slotProps={{ calendarHeader: { format: 'YYYY年M月' } }}
        sx={phoneCalendar}
      />
    </PickerDialog>
  );
}

type MonthProps = Omit<Shell, 'children'> & {
  /** YYYY-MM shown selected, or null. */
  value: string | null;
  min: string;
  max: string;
  onPick: (month: string) => void;
};

export function MonthPopover({ value, min, max, onPick, ...shell }: MonthProps) {
  return (
    <PickerDialog {...shell}>
      <DateCalendar
        autoFocus
        views={['year', 'month']}
        openTo="month"
        value={value ? dayjs(`${value}-01`) : null}
        minDate={dayjs(min)}
        maxDate={dayjs(max)}
        onChange={(picked, state) => {
          if (picked?.isValid() && state === 'finish') onPick(picked.format('YYYY-MM'));
        }}
        slotProps={{ calendarHeader: { format: 'YYYY年' } }}
        sx={phoneCalendar}
      />
    </PickerDialog>
  );
}

type TimeProps = Omit<Shell, 'children'> & {
  /** HH:MM shown selected, or null. */
  value: string | null;
  onPick: (time: string) => void;
};

/** 00:00 … 23:45 every 15 minutes, 24-hour whatever the browser's locale. */
export function TimeListPopover({ value, onPick, ...shell }: TimeProps) {
  const day = dayjs('2000-01-01T00:00');
  const picked = value && /^\d{2}:\d{2}$/.test(value) ? dayjs(`2000-01-01T${value}`) : null;
  return (
    <PickerDialog {...shell}>
      <DigitalClock
        autoFocus
        ampm={false}
        timeStep={15}
        value={picked}
        referenceDate={day}
        onChange={(time, state) => {
          if (time?.isValid() && state === 'finish') onPick(time.format('HH:mm'));
        }}
        sx={(theme: Theme) => ({
          maxHeight: 320,
          width: 120,
          '& .MuiDigitalClock-item': { justifyContent: 'center' },
          [theme.breakpoints.down('sm')]: { '& .MuiDigitalClock-item': { minHeight: 44 } },
        })}
      />
    </PickerDialog>
  );
}
