"""The output arrays cross to other frameworks without a copy: numpy's own
DLPack consumer (`numpy.from_dlpack`, the protocol PyTorch and JAX use) gets
the very memory the VecGame writes, and sees the next step's values."""

from __future__ import annotations

import numpy as np

from tianyuan import VecGame


def test_outputs_export_through_dlpack_without_a_copy() -> None:
    v = VecGame(4, size=9, seed=2)
    outputs = list(v.step(v.random_actions())) + [v.terminated, v.truncated]
    views = [np.from_dlpack(a) for a in outputs]
    for a, d in zip(outputs, views):
        assert d.dtype == a.dtype and d.shape == a.shape
        assert d.ctypes.data == a.ctypes.data  # the same buffer
    # The views follow the VecGame's writes: the next step shows through.
    v.step(v.random_actions())
    legal, obs = outputs[0], outputs[1]
    assert (views[0] == legal).all() and (views[1] == obs).all()
    assert views[1].sum() > 0
