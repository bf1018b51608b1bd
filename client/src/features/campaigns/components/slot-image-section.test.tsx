import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '@/test/render';
import { SlotImageSection } from './slot-image-section';

// jsdom decodes no images: the size each file decodes to is given by its name ('1080x1080.png').
vi.stubGlobal('createImageBitmap', async (file: File) => {
  const [width, height] = file.name.replace('.png', '').split('x').map(Number);
  return { width, height, close: () => {} };
});
afterEach(() => vi.clearAllMocks());

const png = (name: string) => new File([new Uint8Array([0x89, 0x50])], name, { type: 'image/png' });
const choose = (file: File) => fireEvent.change(document.body.querySelector('input[type="file"]')!, { target: { files: [file] } });

describe('campaign image', () => {
  it('refuses a wrong-size Featured image with the spec’s message and clears the file', async () => {
    const onChange = vi.fn();
    renderWithTheme(<SlotImageSection slot="FEATURE" image={null} onChange={onChange} />);
    choose(png('1080x1080.png'));
    expect(await screen.findByText('Incorrect Image Size: Please upload a 1280x720 pixel image.')).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith({ slot: 'FEATURE', image: null });
  });

  it('takes a 1080x1080 png for a Takeover', async () => {
    const onChange = vi.fn();
    renderWithTheme(<SlotImageSection slot="TAKEOVER" image={null} onChange={onChange} />);
    const file = png('1080x1080.png');
    choose(file);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ slot: 'TAKEOVER', image: file }));
    expect(screen.queryByText(/Incorrect Image Size/)).not.toBeInTheDocument();
  });

  it('refuses a Featured-size image for a Takeover, and asks for no image for Promoted', async () => {
    const onChange = vi.fn();
    const { rerender } = renderWithTheme(<SlotImageSection slot="TAKEOVER" image={null} onChange={onChange} />);
    choose(png('1280x720.png'));
    expect(await screen.findByText('Incorrect Image Size: Please upload a 1080x1080 pixel image.')).toBeInTheDocument();
    rerender(<SlotImageSection slot="PROMOTED" image={null} onChange={onChange} />);
    expect(document.body.querySelector('input[type="file"]')).toBeNull();
  });
});
