"""The system's headless Chromium (Debian's chromium and chromium-driver) through Selenium, for the
phone page's tests: a phone-sized window, a fresh profile, loopback only, nothing phoned home."""

from __future__ import annotations

import shutil
import tempfile
import time
from collections.abc import Callable
from typing import Any

CHROMIUM = ("/usr/bin/chromium", "/usr/bin/chromium-browser")
DRIVER = "/usr/bin/chromedriver"


def chromium_path() -> str | None:
    for path in CHROMIUM:
        if shutil.which(path):
            return path
    return shutil.which("chromium")


def open_phone(size: tuple[int, int] = (390, 844)) -> Any:
    """A headless Chromium with a fresh --user-data-dir (removed with `close_phone`)."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    profile = tempfile.mkdtemp(prefix="cuzco-phone-")
    options = webdriver.ChromeOptions()
    options.binary_location = chromium_path() or CHROMIUM[0]
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync",
                 "--disable-dev-shm-usage", "--no-default-browser-check", "--disable-extensions",
                 f"--user-data-dir={profile}", f"--window-size={size[0]},{size[1]}",
                 "--proxy-server=direct://", "--proxy-bypass-list=*"):
        options.add_argument(flag)
    driver = webdriver.Chrome(options=options, service=Service(shutil.which("chromedriver") or DRIVER))
    driver.set_window_size(*size)
    driver.cuzco_profile = profile
    return driver


def close_phone(driver: Any) -> None:
    profile = getattr(driver, "cuzco_profile", None)
    try:
        driver.quit()
    finally:
        if profile:
            shutil.rmtree(profile, ignore_errors=True)


def until(test: Callable[[], Any], pump: Callable[[], None], timeout: float = 300.0) -> Any:
    """Pump the table's frames until `test()` is truthy; its value. An element the page replaced between
    being found and being read (a new view arrived meanwhile) only means: look again."""
    from selenium.common.exceptions import StaleElementReferenceException

    end = time.monotonic() + timeout
    while time.monotonic() < end:
        pump()
        try:
            found = test()
        except StaleElementReferenceException:
            found = None
        if found:
            return found
        time.sleep(0.02)
    raise TimeoutError("the phone page never got there")


def texts(driver: Any, css: str) -> list[str]:
    from selenium.webdriver.common.by import By

    return [e.text for e in driver.find_elements(By.CSS_SELECTOR, css)]


def button(driver: Any, label: str) -> Any:
    from selenium.webdriver.common.by import By

    for element in driver.find_elements(By.CSS_SELECTOR, "button.act"):
        if element.text == label and element.is_enabled():
            return element
    return None
