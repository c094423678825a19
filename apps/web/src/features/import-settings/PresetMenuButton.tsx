import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useListImportSettingPresetsQuery } from './import-settings.api.ts';

/** 「プリセットから作成」: a new setting filled in from one of the product's layouts. */
export function PresetMenuButton() {
  const navigate = useNavigate();
  const { data } = useListImportSettingPresetsQuery();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<ContentCopyOutlined />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        disabled={!data}
      >
        プリセットから作成
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {data?.data.map((preset) => (
          <MenuItem
            key={preset.key}
            onClick={() => navigate(`/import-settings/new?preset=${encodeURIComponent(preset.key)}`)}
            sx={{ whiteSpace: 'normal', maxWidth: 420 }}
          >
            <ListItemText primary={preset.name} secondary={preset.description} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
